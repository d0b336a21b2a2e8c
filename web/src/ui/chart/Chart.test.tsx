import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BarChart, LineChart } from './Chart';

describe('the chart component', () => {
  it('draws one bar per value, as an accessible image with a hidden table of the values', () => {
    const html = renderToStaticMarkup(
      <BarChart
        label="Calificaciones"
        min={1}
        max={5}
        valueHeader="Calificación"
        bars={[
          { label: 'Comunicación', value: 4 },
          { label: 'Estructura', value: 2 },
        ]}
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Calificaciones"');
    expect(html.match(/<rect/g)).toHaveLength(2);
    expect(html).toContain('<div class="sr-only"><table>');
    expect(html).toContain('<th scope="row">Comunicación</th><td>4</td>');
    expect(html).toContain('class="chart-fill level-2"');
  });

  it('draws lines across attempts where null is a gap, not a zero', () => {
    const html = renderToStaticMarkup(
      <LineChart
        label="Evolución"
        min={0}
        max={100}
        valueHeader="Puntuación"
        attempts={['1', '2', '3', '4']}
        series={[{ label: 'Puntuación', values: [40, null, 60, 80] }]}
      />,
    );
    // Two segments (before and after the gap) and three points; the gap is a dash in the table.
    expect(html.match(/<path/g)).toHaveLength(2);
    expect(html.match(/<circle/g)).toHaveLength(3);
    expect(html).toContain('<td>40</td><td>—</td><td>60</td><td>80</td>');
  });

  it('adds a visible key of the series when asked, one swatch per series in its colour', () => {
    const series = [
      { label: 'Comunicación', values: [2, 4] },
      { label: 'Ajuste al puesto', values: [null, 3] },
    ];
    const props = { label: 'Competencias', min: 1, max: 5, valueHeader: 'Intento', attempts: ['#1', '#2'], series };
    expect(renderToStaticMarkup(<LineChart {...props} />)).not.toContain('chart-legend');
    const html = renderToStaticMarkup(<LineChart {...props} legend />);
    expect(html).toContain('<li class="chart-line series-0">');
    expect(html).toContain('</svg>Ajuste al puesto</li>');
    expect(html).toContain('<th scope="row">Ajuste al puesto</th><td>—</td><td>3</td>');
  });
});
