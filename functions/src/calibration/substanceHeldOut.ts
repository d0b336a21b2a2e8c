/**
 * The substance held-out part of the calibration set (issue 31): transcripts written before changing the analyser
 * and without reading its recognisers, for what vocabulary alone must not earn. Honest answers drafted in a notes app
 * and pasted in small pieces; one self-promotion story reworded for every question; fluent generic answers with no
 * situation, action or figure; honest answers typed with typos and no punctuation. `npm run eval` reports them
 * apart. Committed before the recognisers changed (their figures then: templates 83/86 with no signal, generic
 * 70/70); the fixes that followed were general rules (outcomes told, not named; hollow answers; repetition by
 * meaning) but were checked against these transcripts, so, like `examined`, they are no longer a clean hold-out.
 */
import type { CalibrationCase } from './case';

export const SUBSTANCE_HELD_OUT_SET: CalibrationCase[] = [
  // ── Técnico/a de soporte informático (Marta Rueda) ───────────────────────────────────────────────────────────
  {
    id: 'itsupport-pasted-pieces',
    role: 'itSupport',
    band: 'strong',
    heldOut: 'substance',
    edge: 'honesta, con trozos pegados de sus notas',
    // Marta wrote notes on her phone before the interview and pastes a name, a figure or a phrase from them while typing.
    typing: [
      { typingMs: 150_000, pastes: [38] },
      { typingMs: 190_000, pastes: [24, 61] },
      { typingMs: 160_000, pastes: [47] },
      { typingMs: 210_000, pastes: [19, 33, 70] },
      { typingMs: 170_000, pastes: [52] },
      { typingMs: 120_000, pastes: [29] },
    ],
    answers: [
      'Soy Marta Rueda, llevo cuatro años de técnica de soporte en Arvensis Consultores, una consultora de unos 200 empleados repartidos en Sevilla y Madrid. Atiendo primer y segundo nivel: altas y bajas en Active Directory, licencias de Microsoft 365, portátiles, impresoras y la VPN. Las incidencias entran por GLPI y el último año cerré unas 1.900. Creo que lo más relevante es que también me encargo de la documentación del equipo.',
      'En marzo de 2024 se cayó la VPN a media mañana para toda la gente que teletrabajaba, unas 60 personas, justo en cierre de mes. Yo estaba de guardia en primer nivel. Abrí una incidencia maestra en GLPI, vinculé ahí los 40 tickets que entraron en diez minutos y mandé un aviso por Teams para que nadie más llamara. Mientras mi compañero de sistemas revisaba el firewall, yo di acceso temporal por escritorio remoto a los cinco del departamento financiero, que tenían que presentar impuestos ese día. La VPN volvió en hora y media y financiero presentó a tiempo.',
      'Lo que más me ayuda a tener paciencia es no dar nada por supuesto y pedir que el usuario me enseñe la pantalla antes de explicar nada. Tengo también unas plantillas de respuesta en GLPI para lo más repetido, así no contesto con prisa. Un ejemplo: una abogada de 62 años llamaba casi cada semana porque Outlook le "perdía" correos. Le pedí que compartiera pantalla y vi que tenía activada la bandeja de Prioritarios. Se la desactivé, le dejé una guía de una página con capturas y no volvió a llamar por eso.',
      'El mayor reto fue migrar 180 buzones de un Exchange local a Exchange Online en 2023. Yo no había hecho nunca una migración así, así que hice primero un piloto con los ocho buzones de mi propio equipo. En el piloto vimos que los calendarios compartidos perdían los permisos, y escribí un script de PowerShell que exportaba los permisos antes y los volvía a aplicar después. Migramos por departamentos durante cuatro fines de semana y el lunes siguiente solo entraron 11 tickets, casi todos por la firma del correo.',
      'Lo primero sería mirar en el sistema de tickets cuáles son las diez dudas que más se repiten entre los usuarios no técnicos. Después hablaría con dos o tres personas de cada departamento para ver dónde se pierden. Con eso escribiría guías cortas con capturas, de una página como mucho, y las probaría con alguien que no sea del equipo antes de publicarlas. Para medirlo compararía cuántos tickets entran de esos temas antes y después, y la nota de la encuesta de satisfacción que se manda al cerrar cada ticket.',
      'Me interesa porque en la consultora ya conozco todo y aquí tendría más usuarios y más variedad, y además vivo en Sevilla y el puesto es presencial aquí. En los primeros meses aportaría la parte de documentación: en mi empresa actual monté la base de conocimiento de GLPI con unos 70 artículos y los tickets de contraseñas bajaron casi a la mitad. Me gustaría hacer lo mismo aquí.',
    ],
  },
  {
    id: 'itsupport-average-honest',
    role: 'itSupport',
    band: 'average',
    heldOut: 'substance',
    answers: [
      'Hola, soy Marta. Trabajo en soporte informático desde hace unos años en una consultora. Hago sobre todo atención a usuarios, cuentas de correo y problemas con los equipos. Creo que encajo porque es lo que hago cada día.',
      'Un día varios usuarios no podían entrar al correo. Fui mirando uno por uno y vi que tenían la contraseña caducada, así que se la restablecí y les expliqué cómo cambiarla. Al final todos pudieron entrar, aunque tardé bastante porque eran muchos.',
      'Intento mantener la calma y escuchar al usuario hasta el final aunque me explique mal el problema. Me ayuda tomar notas mientras habla. Con una compañera que siempre se agobiaba con la impresora fui con ella a verlo y se lo enseñé, y ahora ya lo hace sola.',
      'Con Microsoft 365 lo más complicado fue cuando nos pasamos a la nube con el correo. Hubo muchos problemas los primeros días con los permisos y las carpetas. Lo fuimos resolviendo entre todos, yo me encargaba de atender las llamadas y pasar los casos difíciles a sistemas.',
      'Empezaría preguntando a los usuarios qué cosas les cuestan más. Luego intentaría explicarlo con palabras sencillas, sin tecnicismos, y quizá haría alguna guía. Para medirlo vería si llegan menos consultas sobre lo mismo.',
      'Me interesa porque quiero seguir en soporte pero en una empresa más grande, y me queda cerca de casa. Aportaría experiencia con los usuarios y con Microsoft 365, y ganas de aprender cosas nuevas del equipo.',
    ],
  },
  {
    id: 'itsupport-template-reworded',
    role: 'itSupport',
    band: 'gamed',
    heldOut: 'substance',
    edge: 'una autopromoción reescrita para cada pregunta',
    maxScore: 40,
    orFlaggedOnMost: true,
    answers: [
      'Me considero una profesional muy comprometida y orientada a resultados. En mi anterior empresa encabecé una iniciativa junto a mis compañeros para optimizar los procedimientos y elevar la calidad de la atención. Estudié la información, reuní a los responsables, puse en marcha una propuesta novedosa y dirigí al grupo, y así bajamos los plazos a menos de la mitad y aumentó la satisfacción de todos.',
      'En el soporte a usuarios siempre he sido una persona resolutiva. En mi último trabajo dirigí un proyecto con el equipo para perfeccionar los flujos de trabajo y la excelencia del servicio. Revisé los datos, convoqué a los encargados, implanté una solución innovadora y guié a mis colegas, consiguiendo recortar los tiempos más del 50 % y unos clientes mucho más contentos.',
      'La paciencia es una de mis grandes virtudes. En mi puesto previo capitaneé un plan con los compañeros para renovar los procesos y subir el nivel de la atención. Examiné las cifras, organicé encuentros con los jefes, introduje un método distinto y coordiné a todo el grupo; el resultado fue que reducimos los tiempos a la mitad y la satisfacción creció notablemente.',
      'Con Microsoft 365 demostré mi capacidad de liderazgo. En la compañía anterior lideré una mejora con mi equipo para agilizar las tareas y la calidad del soporte. Analicé la información disponible, me reuní con los responsables, apliqué una herramienta nueva y organicé a los compañeros, y logramos bajar los tiempos de respuesta a menos de la mitad con usuarios más satisfechos.',
      'Haría lo mismo que hice en mi empresa anterior, donde impulsé con el grupo un proyecto para simplificar los procedimientos y mejorar la experiencia de los usuarios. Estudié los datos, hablé con los encargados, desplegué una solución diferente y guié al equipo, y conseguimos reducir los plazos en más de la mitad y una satisfacción mucho mayor.',
      'Me interesa porque soy una persona ambiciosa que busca retos. En mi trabajo anterior encabecé con mis colegas una transformación de los procesos para elevar la calidad del servicio. Revisé la información, coordiné reuniones con los responsables, implementé una idea innovadora y dirigí al grupo, recortando los tiempos a la mitad y mejorando la satisfacción general.',
    ],
  },
  {
    id: 'itsupport-generic-fluent',
    role: 'itSupport',
    band: 'gamed',
    heldOut: 'substance',
    edge: 'respuestas fluidas y genéricas, sin situación, acción ni cifra',
    maxScore: 45,
    belowHonestAverage: true,
    answers: [
      'Soy una profesional del soporte informático apasionada por la tecnología y por las personas. A lo largo de mi trayectoria he desarrollado una sólida base técnica y una gran capacidad de comunicación, lo que me permite aportar valor en entornos dinámicos y orientados a resultados.',
      'El soporte a usuarios de primer y segundo nivel requiere un enfoque centrado en la persona. Considero fundamental escuchar activamente, identificar la causa raíz de cada incidencia y comunicar la solución con claridad. Este enfoque se traduce en resultados positivos, usuarios satisfechos y una mejora continua del servicio.',
      'La paciencia es una cualidad esencial en el soporte. Me funciona mantener una actitud positiva, empatizar con el usuario y adaptar el mensaje a su nivel. Las buenas prácticas, la documentación y el trabajo en equipo marcan la diferencia y garantizan resultados de calidad en cualquier proyecto.',
      'La administración de Microsoft 365 presenta retos importantes, como la seguridad, la gestión de licencias y la adopción por parte de los usuarios. Para afrontarlos es clave combinar conocimiento técnico, planificación y comunicación efectiva, siempre con una mentalidad proactiva y orientada a la resolución de problemas.',
      'Mi enfoque sería estructurado: primero analizar la situación, después definir objetivos claros y finalmente implementar acciones de mejora. La clave está en la empatía, la claridad y el seguimiento. Mediría el resultado con indicadores relevantes y un compromiso constante con la excelencia.',
      'Me interesa porque encaja con mis valores y mi deseo de crecer profesionalmente. Aportaría compromiso, liderazgo, capacidad de adaptación y una fuerte orientación al cliente, contribuyendo a los objetivos del equipo y de la organización desde el primer día.',
    ],
  },
  {
    id: 'itsupport-typos',
    role: 'itSupport',
    band: 'average',
    heldOut: 'substance',
    edge: 'honesta, con faltas y sin puntuación',
    answers: [
      'hola soy marta llevo 4 años de tecnica de soporte en una consultora de sevilla hago de todo un poco cuentas de correo portatiles impresoras la vpn y lo de active directory q es lo q mas me pedis en la oferta',
      'una vez se callo la vpn y no podia trabajar nadie desde casa eran como 60 personas yo puse un aviso en teams para q no llamaran todos a la vez y a los de contabilidad q tenian prisa les di acceso por escritorio remoto mientras mi compañero arreglava el firewall en hora y media estaba arreglado',
      'yo lo q hago es no correr y pedirles q me enseñen la pantalla xq muchas veces te dicen una cosa y es otra tenia una señora q me llamava cada semana xq se le perdian correos y era la bandeja de prioritarios se la quite y le hize una hoja con fotos y ya no llamo mas',
      'lo mas dificil fue pasar el correo a la nube eran unos 180 buzones y al principio los calendarios compartidos perdian los permisos probamos primero con los de mi departamento y asi vimos el fallo antes lo hicimos por partes varios findes y salio bastante bien la verdad',
      'primero miraria en los tickets lo q mas se repite y preguntaria a la jente de cada departamento q es lo q no entienden luego haria guias cortitas con capturas sin palabras raras y para ver si funciona contaria si bajan los tickets de eso',
      'me interesa xq quiero algo mas grande y vivo aqui en sevilla aportaria lo de la documentacion q en mi empresa hice muchos articulos en glpi y bajaron bastante las llamadas de contraseñas',
    ],
  },

  // ── Jefe/a de equipo de almacén (Rubén Morales) ──────────────────────────────────────────────────────────────
  {
    id: 'warehouse-average-honest',
    role: 'warehouse',
    band: 'average',
    heldOut: 'substance',
    answers: [
      'Soy Rubén, llevo seis años en almacenes de distribución. Empecé de mozo y los dos últimos años he sido encargado del turno de tarde. Conozco bien la preparación de pedidos y el trabajo con carretilla.',
      'En mi turno somos unas diez personas. Cuando hay mucho volumen reparto las rutas entre los preparadores y yo también me pongo a preparar si hace falta. Normalmente conseguimos sacar los pedidos antes de que lleguen los camiones.',
      'Lo más difícil del inventario es cuando no cuadra el stock con lo que dice el sistema. Una vez faltaban varias cajas de un producto y estuvimos revisando las ubicaciones hasta que aparecieron mal colocadas en otro pasillo. Desde entonces intento revisar más las ubicaciones.',
      'Tengo el carnet de carretilla desde hace años y la uso a diario para descargar camiones y subir palés a las estanterías altas. Siempre compruebo la máquina al empezar el turno y respeto las normas de seguridad del almacén.',
      'En temporada alta es cuando más cuesta organizarse, porque entran más pedidos y falta gente. Lo que hago es priorizar los pedidos urgentes y hablar con el jefe de almacén para que nos refuercen con algún temporal.',
      'Me interesa porque quiero seguir creciendo como responsable de equipo. Aportaría experiencia en almacén, conocimiento del trabajo de los preparadores y buena relación con los compañeros.',
    ],
  },
  {
    id: 'warehouse-template-reworded',
    role: 'warehouse',
    band: 'gamed',
    heldOut: 'substance',
    edge: 'una autopromoción reescrita para cada pregunta',
    maxScore: 40,
    orFlaggedOnMost: true,
    answers: [
      'Soy un profesional con mucha experiencia y una gran capacidad de liderazgo. En mi último almacén dirigí al equipo en un proyecto para mejorar la organización y la productividad. Analicé los datos, hablé con los responsables, implanté un sistema nuevo y coordiné a los compañeros, y conseguimos aumentar la productividad un 30 % con menos errores.',
      'En la coordinación de turnos siempre he destacado. En la empresa anterior encabecé con mi grupo una iniciativa para optimizar la organización del trabajo y rendir más. Estudié las cifras, me reuní con los encargados, puse en marcha un método distinto y guié a mis compañeros, logrando casi un tercio más de productividad y muchos menos fallos.',
      'El inventario es un área en la que demuestro mi valía. En mi anterior trabajo lideré junto al equipo un plan para ordenar mejor el almacén y ser más productivos. Revisé la información, organicé reuniones con los jefes, introduje una herramienta nueva y dirigí al grupo; el resultado fue un 30 % más de rendimiento y una reducción clara de los errores.',
      'Con la carretilla, como en todo, soy muy eficiente. En mi puesto previo impulsé con los compañeros un cambio para reorganizar el trabajo y subir la productividad. Examiné los números, convoqué a los responsables, apliqué una solución innovadora y coordiné al equipo, y la productividad creció en torno a un tercio con menos equivocaciones.',
      'La organización es mi punto fuerte. En la compañía donde estaba capitaneé un proyecto con el grupo para mejorar cómo nos organizábamos y producir más. Analicé los datos disponibles, hablé con los encargados, desplegué un sistema diferente y guié a mis compañeros, logrando un aumento del 30 % en productividad y muchos menos errores.',
      'Me interesa porque busco un reto a la altura de mi experiencia. En mi último trabajo encabecé con el equipo una transformación de la organización para ser más productivos. Estudié la información, reuní a los responsables, implanté una idea nueva y dirigí al grupo, y subimos la productividad cerca de un tercio reduciendo los errores.',
    ],
  },
  {
    id: 'warehouse-generic-fluent',
    role: 'warehouse',
    band: 'gamed',
    heldOut: 'substance',
    edge: 'respuestas fluidas y genéricas, sin situación, acción ni cifra',
    maxScore: 45,
    belowHonestAverage: true,
    answers: [
      'Soy un profesional de la logística con una sólida trayectoria en entornos de almacén exigentes. Mi experiencia me ha permitido desarrollar habilidades de liderazgo, organización y trabajo en equipo, siempre con una fuerte orientación a resultados y a la mejora continua.',
      'La coordinación de un turno de preparación de pedidos exige planificación, comunicación y liderazgo. Considero esencial asignar bien las tareas, motivar al equipo y supervisar los procesos para garantizar la calidad y la puntualidad. Este enfoque se traduce en resultados excelentes y en un equipo comprometido.',
      'El control de inventario plantea retos como las diferencias de stock, las ubicaciones incorrectas o la falta de trazabilidad. Para afrontarlos es clave aplicar buenas prácticas, apoyarse en el SGA y fomentar una cultura de rigor y responsabilidad en todo el equipo.',
      'El manejo de la carretilla elevadora requiere profesionalidad, atención y un compromiso total con la seguridad. Mi enfoque combina el cumplimiento de la normativa, la prevención de riesgos y la eficiencia operativa, lo que garantiza un entorno de trabajo seguro y productivo.',
      'La organización es fundamental en un almacén. Los principales retos están en la gestión de prioridades y en los picos de actividad, y la clave para superarlos es la planificación, la flexibilidad y la comunicación efectiva con todos los implicados, siempre orientados a los objetivos.',
      'Me interesa porque representa una oportunidad de crecimiento alineada con mis valores. Aportaría liderazgo, compromiso, capacidad de adaptación y una visión orientada a resultados, contribuyendo al éxito del equipo y de la empresa.',
    ],
  },
  {
    id: 'warehouse-typos',
    role: 'warehouse',
    band: 'average',
    heldOut: 'substance',
    edge: 'honesta, con faltas y sin puntuación',
    answers: [
      'buenas soy ruben llevo 6 años en almacen empece de mozo y los 2 ultimos de encargado de turno de tarde con 9 o 10 personas en una distribuidora de bebidas en dos hermanas',
      'en verano nos entra el doble de pedidos y una semana se nos juntaron 3 camiones a la misma hora yo cambie el orden de preparacion para sacar primero los de las rutas largas y puse a dos chavales solo a cargar y salieron todos a su hora menos uno q salio con media hora de retraso',
      'lo peor fue un inventario q nos daba 40 cajas de menos de un refresco y la empresa queria descontarlo yo me puse con el listado de ubicaciones y encontre q las avian metido en la ubicacion de al lado con otra referencia desde ahi hacemos un recuento de esa zona cada viernes',
      'tengo el carnet desde hace 5 años y la llevo todos los dias descargando camiones y subiendo palets a la ultima altura una vez vi q una compañera nueva llevava la carga muy alta y no veia le dije q parase y le enseñe a ir marcha atras q es como hay q hacerlo',
      'organizarse en navidad es lo mas dificil xq se junta todo yo lo q hice fue hacer un cuadrante con los temporales una semana antes y poner a cada uno con uno de los fijos asi aprendian rapido y no nos volvimos locos',
      'me interesa xq quiero ser jefe de equipo de verdad y en mi empresa no hay sitio aportaria q conozco el trabajo desde abajo y la jente me hace caso',
    ],
  },
];
