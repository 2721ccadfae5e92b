## Designed games: rules files, the designer's tools
design-not-a-legal-move = { $move } no es una jugada legal ahora
design-rules-failed = el archivo de reglas del juego ha fallado: { $error }
design-move-syntax = una jugada son de 1 a 64 caracteres en la notación del juego
design-needs-rules-file = un juego diseñado empieza desde su archivo de reglas
design-play-winner = Gana { $seat }.
design-play-draw = La partida termina en tablas.
design-bad-option = opciones de este juego: { $error }
picker-designed-move = Elige tu jugada.
picker-designed-from = Elige dónde empieza tu jugada.
design-achievement = { $name }: { $description }
