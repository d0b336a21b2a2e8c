/**
 * The blind held-out part of the calibration set: transcripts written without seeing the analyser's code or its
 * tuning data, answering the questions Clara's plan asks for roles the tuned set does not have. `npm run eval`
 * reports them apart; nothing is tuned on them.
 */
import type { CalibrationCase } from './case';

export const BLIND_HELD_OUT_SET: CalibrationCase[] = [
  // ── Recepcionista de hotel (Irene Campos) ─────────────────────────────────────────────────────────────────────
  {
    id: 'receptionist-strong-blind',
    role: 'receptionist',
    band: 'strong',
    heldOut: 'blind',
    answers: [
      'Soy Irene Campos y llevo cuatro años trabajando en recepción de hoteles de playa en la Costa del Sol, los dos últimos en un cuatro estrellas de Benalmádena con 210 habitaciones. Allí hacía turnos de mañana y de noche, llevaba check-in, check-out, reservas y quejas, todo en Opera. Tengo un C1 de inglés y me defiendo en alemán, que en Málaga se agradece mucho.',
      'El verano pasado, un sábado de agosto, nos llegaron casi a la vez tres autobuses de un touroperador británico, unas 140 personas. La noche anterior propuse dejar preparados los sobres con las llaves y las fichas ya rellenadas desde Opera, y montamos un segundo mostrador en el hall. Cada huésped solo firmaba y recogía la pulsera. Tardamos 50 minutos en alojarlos a todos, cuando otras veces se nos iba a más de dos horas.',
      'Lo que más me funciona es leer en inglés cada día, sobre todo reseñas de TripAdvisor, porque ahí aprendes cómo se queja de verdad un cliente. También veo series sin subtítulos, y el año pasado preparé el C1 de Cambridge por mi cuenta. Donde se notó fue con un grupo de congresistas irlandeses: les llevé yo sola la reclamación de una factura duplicada y acabaron dejando una reseña de cinco estrellas con mi nombre.',
      'El mayor reto fue un overbooking en Semana Santa de 2023: el channel manager había vendido doce habitaciones de más por un fallo de sincronización con Booking. Me di cuenta a las siete de la mañana, revisando las llegadas en Opera. Llamé a dos hoteles cercanos, negocié las habitaciones y ofrecí a los afectados traslado en taxi y una cena pagada. De los doce, solo uno puso una reclamación formal.',
      'La primera semana escucharía: me sentaría con el equipo, leería las reseñas de los últimos tres meses y apuntaría las quejas que más se repiten. Después elegiría dos o tres puntos concretos, por ejemplo la espera en el check-in o la información sobre la zona, y propondría cambios sencillos. Para medirlo miraría la nota de recepción en las encuestas y en Booking, y cuántas quejas entran por semana al acabar el mes.',
      'Me interesa porque quiero dar el salto a un hotel urbano en Málaga, con clientes más variados que los de sol y playa, y porque conozco Opera a fondo. En los primeros meses me gustaría aprender bien los procesos y, como objetivo concreto, bajar el tiempo medio de check-in por debajo de cinco minutos. También puedo formar en Opera a los compañeros nuevos, como ya hice en mi hotel anterior.',
    ],
  },
  {
    id: 'receptionist-average-blind',
    role: 'receptionist',
    band: 'average',
    heldOut: 'blind',
    answers: [
      'Hola, soy Irene. He trabajado varios años en recepción de hoteles, sobre todo en la costa. Me gusta el trato con la gente y creo que tengo experiencia en casi todas las tareas del puesto.',
      'Normalmente hago el check-in y el check-out siguiendo el procedimiento del hotel: compruebo la reserva, pido el documento, explico los servicios y entrego la llave. Intento que sea rápido y que el cliente se vaya contento.',
      'Hablo inglés bastante bien porque lo uso cada día en el trabajo. Intento ver series y leer algo en inglés cuando puedo. En general me ayuda mucho a entenderme con los clientes extranjeros.',
      'Con las reservas a veces hay problemas, como cambios de última hora o errores en las fechas. Lo que hago es revisarlo con calma, hablar con el cliente y buscar una solución que le venga bien.',
      'Primero me fijaría en cómo se trabaja en el hotel y hablaría con los compañeros. Luego intentaría mejorar la atención en lo que se pudiera. Para medirlo, supongo que miraría si los clientes están más satisfechos.',
      'Me interesa porque me gusta el sector y quiero seguir creciendo en hostelería. Creo que podría aportar experiencia, buena actitud y ganas de aprender. En los primeros meses me adaptaría al equipo lo antes posible.',
    ],
  },
  {
    id: 'receptionist-weak-blind',
    role: 'receptionist',
    band: 'weak',
    heldOut: 'blind',
    answers: [
      'Hola.',
      'Soy Irene, recepcionista.',
      'Pues normal, lo de siempre.',
      'Bien.',
      'Un poco de inglés.',
      'No sé.',
      'Reservas, sí.',
      'Ni idea, la verdad.',
      'Atender bien.',
      'Vale.',
      'Porque necesito trabajo.',
      'Ok, gracias.',
    ],
  },

  // ── Técnico/a de mantenimiento industrial (Óscar Villalba) ────────────────────────────────────────────────────
  {
    id: 'maintenance-strong-blind',
    role: 'maintenance',
    band: 'strong',
    heldOut: 'blind',
    answers: [
      'Me llamo Óscar Villalba. Llevo ocho años de técnico de mantenimiento en una planta de envases de plástico en Alcalá de Henares, con cuatro líneas de inyección y soplado. Hago de todo: eléctrico, mecánico, neumática. Lo más relevante para este puesto, creo, es que los últimos tres años me encargué del plan preventivo de toda la planta y de programar los PLC Siemens de las paletizadoras.',
      'En 2021 teníamos paradas constantes en la línea tres por los rodamientos de los transportadores. Revisé el histórico de averías en el GMAO y vi que fallaban cada cinco o seis semanas. Propuse cambiarlos cada cuatro, aprovechando la parada del domingo, y añadir una medición de vibraciones mensual. Las fichas de las gamas las preparé yo. En seis meses pasamos de once paradas imprevistas a dos.',
      'La avería más complicada fue una sopladora que se paraba sola, sin alarma, dos o tres veces por turno. Estuvimos una semana cambiando piezas a ciegas. Al final conecté el portátil al PLC y dejé monitorizando las entradas durante un turno entero. Vi que un final de carrera daba falsos contactos cuando la máquina se calentaba: era un cable pinzado dentro de la canaleta. Lo cambié y no volvió a fallar.',
      'Una vez pillé a un compañero nuevo a punto de meter la mano en una cinta transportadora con la máquina parada solo desde el panel, sin consignar. Lo frené, y esa misma semana le propuse al jefe de mantenimiento poner candados personales y tarjetas de bloqueo en cada cuadro. Redacté la instrucción y di una charla de veinte minutos a los tres turnos. Desde entonces no ha habido ningún incidente por arranque inesperado.',
      'El mayor reto fue cuando compramos una etiquetadora de segunda mano a una empresa italiana y los esquemas eléctricos venían incompletos y en italiano. Me pasé dos días siguiendo cables, numerando bornas y comparando con las hojas que teníamos. Redibujé el esquema en AutoCAD Electrical y lo dejé en la carpeta de la máquina. Meses después falló el variador y, gracias a eso, se localizó en media hora.',
      'Me interesa porque en mi planta ya he hecho todo lo que podía hacer, y aquí hay más automatización, robots y PLC más modernos, que es donde quiero crecer. Los primeros meses me gustaría aprender bien las máquinas y revisar el plan preventivo. Mi objetivo sería que en seis meses las averías correctivas bajen al menos un veinte por ciento, como ya conseguí en mi planta.',
    ],
  },
  {
    id: 'maintenance-average-blind',
    role: 'maintenance',
    band: 'average',
    heldOut: 'blind',
    answers: [
      'Soy Óscar, llevo unos años en mantenimiento en una fábrica de envases. He tocado tanto la parte eléctrica como la mecánica, y creo que tengo la experiencia que pedís para el puesto.',
      'El preventivo lo hacemos según el plan de la empresa: revisiones, engrase, cambio de piezas cuando toca. Yo sigo las fichas y voy apuntando lo que veo. Así se evitan bastantes averías, la verdad.',
      'Averías hay de todo tipo, unas más difíciles que otras. Cuando algo no sale, voy descartando posibles causas poco a poco y, si hace falta, pregunto a los compañeros. Al final normalmente se acaba solucionando.',
      'En prevención siempre intento cumplir las normas: uso los EPI, respeto la señalización y no toco nada con la máquina en marcha. Creo que es algo importante y en mi empresa se le da bastante importancia.',
      'Leo planos eléctricos y mecánicos sin demasiado problema. A veces vienen incompletos o son de máquinas antiguas, y entonces cuesta más. En esos casos voy revisando la instalación con paciencia hasta entenderlo.',
      'Me interesa porque busco un cambio y aprender cosas nuevas. Creo que puedo aportar experiencia, responsabilidad y buen trabajo en equipo. Los primeros meses me dedicaría a conocer bien las máquinas y la forma de trabajar.',
    ],
  },
  {
    id: 'maintenance-weak-blind',
    role: 'maintenance',
    band: 'weak',
    heldOut: 'blind',
    answers: [
      'Buenas.',
      'Óscar, de mantenimiento.',
      'Arreglo máquinas.',
      'Lo normal.',
      'Depende.',
      'No me acuerdo.',
      'Con cuidado.',
      'Sí, planos también.',
      'Ni idea.',
      'Pues eso.',
      'Por el sueldo.',
      'Ya está.',
    ],
  },

  // ── Diseñador/a UX (Pablo Serrano) ────────────────────────────────────────────────────────────────────────────
  {
    id: 'designer-strong-blind',
    role: 'designer',
    band: 'strong',
    heldOut: 'blind',
    answers: [
      'Hola, soy Pablo Serrano y llevo cinco años como diseñador UX. Empecé en una agencia en Valencia y los últimos tres años he estado en una fintech, en el equipo de la app de pagos, trabajando en remoto con desarrolladores de tres países. Lo más relevante para vosotros probablemente sea que allí montamos desde cero el proceso de investigación con usuarios y el sistema de diseño en Figma.',
      'En Figma lo que más me ha funcionado es trabajar con componentes y variables bien nombrados, y mantener una página de cambios para que desarrollo sepa qué se ha tocado. En la fintech rehicimos el sistema de diseño con auto layout y tokens de color exportables. Antes, un cambio de marca nos llevaba semanas; con la nueva librería actualizamos 180 pantallas en dos días y desarrollo aplicó los tokens directamente.',
      'Primero haría entrevistas cortas con cada desarrollador para saber qué les frustra de cómo reciben ahora los diseños. Luego propondría una plantilla común en Figma con estados, casos de error y medidas, y una reunión semanal de quince minutos para revisar lo que entra en el sprint. A las cuatro semanas mediría cuántas dudas llegan por Slack sobre cada diseño y cuántos tickets se reabren por diferencias con el prototipo.',
      'Hace un año auditamos el proceso de alta de la app porque nos llegaron quejas de usuarios con baja visión. Revisé contrastes, tamaños de texto y el orden de lectura con VoiceOver, y encontré diecinueve incumplimientos de WCAG AA. Rediseñé los formularios con etiquetas visibles y mensajes de error claros, y lo probamos con cuatro usuarios con discapacidad visual. Tras el cambio, el abandono en el alta bajó del 34 % al 22 %.',
      'El mayor reto fue investigar con pequeños comercios, que casi nunca tienen tiempo para una entrevista. Las primeras semanas solo conseguimos tres sesiones de las quince previstas. Cambié el enfoque: empecé a ir yo a las tiendas a primera hora, con entrevistas de diez minutos y una tarjeta regalo. Así completamos veinte entrevistas en un mes y descubrimos que el problema real era conciliar los cobros, no el alta.',
      'Me atrae que sea un producto con muchos usuarios y que la accesibilidad sea una prioridad de verdad, no algo que se deja para el final. Trabajar en remoto no me supone ningún problema, llevo tres años así. En los primeros meses quiero conocer a los usuarios y hablar con soporte, y como meta concreta dejar montado un ciclo mensual de pruebas de usabilidad con al menos cinco participantes.',
    ],
  },
  {
    id: 'designer-average-blind',
    role: 'designer',
    band: 'average',
    heldOut: 'blind',
    answers: [
      'Hola, soy Pablo, diseñador UX. Llevo unos años trabajando en productos digitales, en agencia y en empresa. Me gusta entender a los usuarios y diseñar soluciones que sean sencillas y útiles para ellos.',
      'Uso Figma a diario. Me gusta trabajar con componentes y tener los archivos ordenados, porque ahorra tiempo. También uso plugins de vez en cuando. En general ayuda a que el equipo trabaje de forma más coordinada.',
      'Intentaría hablar con el equipo de desarrollo desde el principio y entender cómo trabajan. Después buscaría una forma de compartir los diseños que les resulte cómoda. Lo mediría viendo si la colaboración mejora con el tiempo.',
      'Intento tener en cuenta la accesibilidad en mis diseños, revisando contrastes, tamaños de letra y cosas así. Creo que es importante que todo el mundo pueda usar el producto, aunque no siempre hay tiempo para todo.',
      'Lo más difícil suele ser conseguir usuarios para las entrevistas y que te den respuestas sinceras. Normalmente intento preparar bien las preguntas y adaptarme a lo que va saliendo. Al final se suele sacar información útil.',
      'Me interesa porque el producto me parece interesante y me gusta trabajar en remoto. Creo que puedo aportar mi experiencia en diseño y en Figma. Al principio me centraría en conocer el producto y al equipo.',
    ],
  },
  {
    id: 'designer-weak-blind',
    role: 'designer',
    band: 'weak',
    heldOut: 'blind',
    answers: [
      'Hola, qué tal.',
      'Pablo, diseñador.',
      'Uso Figma.',
      'Bien, normal.',
      'No sé, depende.',
      'Hablaría con ellos.',
      'Sí, alguna vez.',
      'Ni idea.',
      'Usuarios, complicado.',
      'Ok.',
      'Me gusta el diseño.',
      'Nada más.',
    ],
  },
];
