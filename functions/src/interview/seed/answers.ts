/** Scripted answers of the seeded interviews (emulator-data/firestore/interview-*.json). */

export const COMPANY_ANSWERS: Record<string, string[]> = {
  'app-evaluar': [
    'Soy Valentina, desarrolladora frontend con 4 años en productos SaaS. Lo más relevante para este puesto es que lideré el sistema de diseño de una fintech: creamos 45 componentes en Storybook con tokens de diseño y hoy los usan 3 equipos de producto.',
    'Uso React a diario desde hace 4 años. En la fintech reescribí el flujo de onboarding con React y TypeScript; primero separé el formulario en pasos, después añadí validación en el cliente y como resultado el abandono bajó un 18%.',
    'Para interfaces accesibles reviso cada componente con axe y con lector de pantalla, y para que sean rápidas mido con Lighthouse. En el sistema de diseño eso nos permitió llegar a 95 puntos de accesibilidad en las pantallas principales.',
    'El mayor reto con HTML fue un formulario de crédito que no se podía usar con teclado. Lo rehice con etiquetas semánticas y fieldsets, y la auditoría externa pasó de 12 incidencias a ninguna.',
    'Primero me reuniría con diseño para entender sus prioridades, luego acordaríamos una revisión semanal de componentes y un canal para dudas. Lo mediría con el tiempo desde el diseño hasta producción, que en mi equipo actual bajamos de 3 semanas a 10 días.',
    'Me interesa porque la plataforma de autoservicio tiene mucho impacto en los clientes. En mis primeros meses aportaría una base de componentes accesibles y pruebas automatizadas para las 10 pantallas más usadas, como hice en la fintech, donde logramos reducir los errores visuales un 25%.',
  ],
  'app-reclutador': [
    'Soy Diego, desarrollador full stack con 5 años en comercio electrónico. Para este puesto lo más relevante es mi trabajo en el frontend de la tienda con React: lideré el rediseño del carrito, que aumentó la conversión un 9%.',
    'En mi empresa actual desarrollé con React el checkout completo, integrado con dos pasarelas de pago mediante APIs REST. Primero migramos los componentes de clase a hooks y después añadimos pruebas; los errores reportados bajaron un 30%.',
    'Uso Lighthouse y el perfilador de React para encontrar renderizados innecesarios, y componentes con roles ARIA correctos. Por ejemplo, en el catálogo reduje el tiempo de carga de 4 a 2 segundos con carga diferida de imágenes.',
    'Con HTML el reto fue que nuestras fichas de producto no aparecían bien en buscadores. Cambié la estructura a HTML semántico con datos estructurados y el tráfico orgánico creció un 15% en tres meses.',
    'Propondría sesiones cortas con diseño al inicio de cada funcionalidad y revisar juntos los prototipos en Figma. En mi empresa actual lo implementé así y los cambios de última hora bajaron de 10 a 3 por sprint; como soy mentor de desarrolladores junior, también documenté los acuerdos.',
    'Me interesa porque quiero centrarme más en frontend y en la experiencia del cliente. En los primeros meses aportaría mi experiencia con pagos y APIs REST; en mi empresa actual organicé las revisiones de código y el tiempo medio de revisión bajó de 2 días a 6 horas.',
  ],
  'app-proceso': [
    'Soy Camila, frontend engineer con 3 años en React y TypeScript en una aseguradora. Lo más relevante es que participé en la migración a micro-frontends de la plataforma de clientes, que usan más de 200.000 personas al mes.',
    'Con React construí el módulo de siniestros. Primero definimos los contratos de datos con el equipo de backend, luego desarrollé los formularios y al final añadimos pruebas con Vitest; el tiempo para declarar un siniestro bajó de 15 a 6 minutos.',
    'Para que las interfaces sean rápidas monitoreo Web Vitals en producción, y para accesibilidad uso componentes con foco visible y contrastes revisados. Gracias a eso el LCP bajó de 3,8 a 2,1 segundos.',
    'El reto fue una tabla de pólizas enorme que era inaccesible. Usé HTML de tablas correcto con encabezados y paginación, y después la validamos con usuarios que usan lector de pantalla.',
    'Empezaría por conocer al equipo de diseño y sus herramientas, después propondría una biblioteca compartida de componentes. Mediría el éxito con menos idas y vueltas en las revisiones: en mi equipo pasamos de 4 rondas a 2.',
    'Me interesa el puesto porque quiero crecer en un producto de autoservicio. En los primeros meses aportaría mi experiencia en micro-frontends, pruebas y monitoreo de rendimiento: en la aseguradora configuré alertas de Web Vitals que detectaron 3 regresiones antes de llegar a los clientes.',
  ],
  'app-seleccionado': [
    'Soy Andrés, desarrollador frontend senior con 6 años de experiencia. Lo más relevante es que diseñé la arquitectura de una aplicación React de gran escala, con 120 pantallas y soporte en 4 idiomas, y lideré un equipo técnico de 4 personas.',
    'En mi último proyecto migré una aplicación de React 16 a React 18 sin detener las entregas. Primero creé una capa de compatibilidad, después migramos por dominios y finalmente activamos el renderizado concurrente; los tiempos de interacción mejoraron un 35%.',
    'Trabajo con una checklist de accesibilidad en cada pull request, pruebas automáticas con axe y presupuestos de rendimiento en la integración continua. Por ejemplo, si el bundle crece más de 5%, la build falla, y así mantuvimos la carga inicial por debajo de 200 KB.',
    'El mayor reto fue internacionalizar formularios con textos de longitudes muy distintas. Rehice el HTML con un diseño flexible y atributos lang correctos; como resultado, los errores de maquetación reportados bajaron de 40 a 3 por versión.',
    'Primero haría entrevistas cortas con diseño y backend para entender cómo colaboran hoy. Luego propondría una definición conjunta de cada funcionalidad con criterios de aceptación. Mediría el resultado con el tiempo de ciclo y con las incidencias de interfaz, que en mi equipo reduje un 50%.',
    'Me interesa porque puedo aportar liderazgo técnico en una plataforma con impacto directo en los clientes. En mis primeros meses revisaría la arquitectura, acordaría estándares de accesibilidad y acompañaría al equipo en las revisiones de código, como hice con mi equipo actual de 4 personas, que duplicó su ritmo de entregas en un año.',
  ],
  'app-descartado': [
    'Hola, soy Lucía, vengo del diseño.',
    'Pues, o sea, hice algunas páginas web para clientes como freelance, creo que quedaron bien.',
    'Hice un curso de React en línea, pero todavía no lo he usado en un proyecto real.',
    'No sé, más o menos, uso lo que me dicen.',
    'Supongo que Figma y luego lo paso a código, depende del proyecto.',
    'Creo que con HTML me va bien, normal.',
    'Pues no recuerdo un reto en concreto.',
    'Bueno, hablaría con ellos.',
    'Eso, coordinar un poco.',
    'Me interesa porque quiero aprender.',
    'Pues aprender React, creo.',
  ],
};

export const PRACTICE_STRONG_FRONTEND = [
  'Soy desarrollador frontend con 4 años de experiencia en React y TypeScript. Actualmente trabajo en una startup de educación donde lideré el rediseño del panel de profesores, que usan 3.000 docentes cada semana.',
  'En el panel de profesores migré el código de JavaScript a TypeScript por módulos. Primero tipé los servicios de datos, después los componentes y al final activamos el modo estricto; los errores en producción bajaron un 40%.',
  'Para las interfaces uso un sistema de componentes propio con Storybook y pruebas visuales. Por ejemplo, cuando construimos el calendario de clases, los casos en Storybook nos permitieron detectar 25 errores antes de publicarlo.',
  'El reto de rendimiento fue una tabla de calificaciones con 10.000 filas. Implementé virtualización y memoización; como resultado, el tiempo de renderizado bajó de 4 segundos a 300 milisegundos.',
  'Primero auditaría con axe y con un lector de pantalla para priorizar los problemas, luego corregiría contrastes y navegación con teclado. Mediría el resultado con el número de incidencias de la auditoría y con la puntuación de Lighthouse, buscando superar 90.',
  'Me interesa porque disfruto construyendo interfaces rápidas y accesibles. En mis primeros meses aportaría una guía de componentes y pruebas automatizadas; en mi empleo actual esa combinación redujo los errores visibles un 30%.',
];

export const PRACTICE_WEAK_GENERAL = [
  'Hola, estudié administración y ahora busco trabajo de lo que sea.',
  'Bueno, no sé, hice prácticas en una tienda, normal.',
  'Creo que terminar mis estudios, eso.',
  'Pues no sé, no tengo un logro concreto.',
  'Pues una vez hubo problemas en un trabajo en grupo, o sea, cada uno hizo su parte.',
  'Soy responsable y puntual, creo.',
  'Más o menos, depende del día.',
  'Aprendí Excel para un curso, tipo, viendo vídeos.',
  'No recuerdo mucho más, la verdad.',
  'Pues no sé, en unos años tener un trabajo estable.',
  'Supongo que seguir buscando.',
];

export const PRACTICE_MEDIA_DATA_ANSWER =
  'Soy Lucía Gómez, ingeniera industrial con 4 años como analista. En mi empresa actual automaticé con Python y SQL el informe semanal de ventas: antes tomaba 6 horas y ahora se genera en 15 minutos.';
