# Tournaments: sign-up, pairings, standings and their refusals.

## The host's answers about tournaments
tournament-time-clock = reloj { $clock }
tournament-time-turn = { $time } por jugada
tournament-format-swiss = Suizo, { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
}
tournament-format-round-robin = Liga (todos contra todos)
tournament-format-double-round-robin = Liga a doble vuelta
tournament-format-arena = Arena, { $minutes } minutos
tournament-unknown = Este servidor no tiene ningún torneo número { $number }.
tournament-organizers-only = Solo quien organiza el torneo, o un miembro con Gestionar eventos o Gestionar servidor, puede hacer eso.
tournament-create-organizers-only = Para crear un torneo necesitas el permiso Gestionar eventos o Gestionar servidor.
tournament-needs-threads = Cada partida del torneo se juega en su propio hilo y aquí no puedo crear hilos públicos. Dame el permiso Crear hilos públicos en este canal, por favor.
tournament-option-is-personal = La opción `{ $key }` es de cada jugador y no se puede fijar para todo un torneo.
tournament-arena-too-slow = Una arena se juega rápido: un reloj de como mucho { $clock } (p. ej. `clock=3+2`) o como mucho { $time } por jugada.
tournament-start-range = El comienzo puede estar como mucho a { $days } días.
tournament-max-players-range = Un torneo admite entre 2 y { $max } jugadores.
tournament-bye-points = Un descanso vale 1, 0.5 o 0 puntos.
tournament-no-bots = Los bots no pueden inscribirse en torneos.
tournament-join-closed = Este torneo ya ha empezado y no admite más jugadores.
tournament-over = Este torneo ha terminado.
tournament-already-in = Ya estás inscrito en este torneo.
tournament-withdrawn = Te retiraste de este torneo y no puedes volver.
tournament-full = Este torneo está completo ({ $max } jugadores).
tournament-not-in = No estás inscrito en este torneo.
tournament-player-not-in = Ese jugador no está en este torneo.
tournament-already-started = Este torneo ya ha empezado.
tournament-too-few-to-start = Un torneo de este formato necesita al menos { $min } jugadores para empezar.
tournament-changed-meanwhile = El torneo acaba de cambiar; inténtalo de nuevo, por favor.
tournament-rounds-range = Un suizo tiene entre 1 y { $max } rondas.
tournament-minutes-range = Una arena dura entre { $min } y { $max } minutos.
tournament-thread-name = Ronda { $round }: { $first } contra { $second }
tournament-adjust-reason = Indica un motivo (hasta 200 caracteres) para cambiar un resultado, por favor.
tournament-no-such-game = La partida { $number } no es de este torneo.
tournament-game-still-played = Esa partida aún se está jugando; su resultado se puede cambiar cuando termine.
tournament-pause-arena-only = Solo se puede hacer una pausa en una arena.

## Pictures: text drawn into the standings picture (src/render/tournament.rs)

tournament-picture-title = { $game } · { $format }
tournament-picture-format-swiss = Suizo
tournament-picture-format-round-robin = Todos contra todos
tournament-picture-format-double-round-robin = Todos contra todos a doble vuelta
tournament-picture-format-arena = Arena
tournament-picture-round = Ronda { $round } de { $rounds }
tournament-picture-minutes-left = { $minutes ->
        [one] queda 1 minuto
       *[other] quedan { $minutes } minutos
    }
tournament-picture-time-up = Se acabó el tiempo: terminan las últimas partidas
tournament-picture-standings = Clasificación
tournament-picture-final = Clasificación final
tournament-picture-rank = Puesto
tournament-picture-player = Jugador
tournament-picture-points = Puntos
tournament-picture-buchholz = Buchholz −1
tournament-picture-sonneborn-berger = Sonneborn-Berger
tournament-picture-direct-encounter = Encuentro directo
tournament-picture-rating = Rating
tournament-picture-games = Partidas
tournament-picture-withdrawn = retirado
tournament-picture-missed-rounds = { $rounds ->
        [one] no jugó 1 ronda
       *[other] no jugó { $rounds } rondas
    }
tournament-picture-decimal = { $whole },{ $tenths }
tournament-picture-podium-points = { $count ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
tournament-picture-more = … y { $count } más
tournament-picture-round-games = Emparejamientos de la ronda { $round }
tournament-picture-arena-games = Partidas en juego
tournament-picture-result-playing = en juego
tournament-picture-result-void = anulada
tournament-picture-bye = Descansa:
tournament-picture-on-fire = en racha: la próxima victoria vale el doble
# end of pictures

## Discord: the /tournament command, the sign-up message and what the bot posts
cmd-tournament = Torneos: suizo, liga y arena, jugados aquí
cmd-tournament-create = Organización: crear un torneo en este canal
cmd-tournament-create-game = El juego de todas las rondas
cmd-tournament-create-format = Suizo, liga (simple o doble) o arena
cmd-tournament-create-format-swiss = Suizo
cmd-tournament-create-format-round-robin = Liga
cmd-tournament-create-format-double-round-robin = Liga a doble vuelta
cmd-tournament-create-format-arena = Arena
cmd-tournament-create-rounds = Suizo: cuántas rondas (por defecto 5)
cmd-tournament-create-minutes = Arena: cuánto dura, en minutos (por defecto 60)
cmd-tournament-create-time = Tiempo por jugada (p. ej. 10m) o un reloj (p. ej. clock=5+3)
cmd-tournament-create-starts = Cuándo empieza, p. ej. 30m, 2h o now (por defecto 15m)
cmd-tournament-create-rated = Si sus partidas cuentan para el ranking (por defecto sí)
cmd-tournament-create-max-players = El máximo de jugadores
cmd-tournament-create-bye = Cuánto vale un descanso (por defecto 1 punto)
cmd-tournament-create-bye-one = 1 punto
cmd-tournament-create-bye-half = ½ punto
cmd-tournament-create-bye-zero = 0 puntos
cmd-tournament-create-options = Opciones de juego para cada partida, p. ej. turns=20
cmd-tournament-join = Inscribirse en un torneo
cmd-tournament-join-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-leave = Dejar un torneo (si ya empezó: retirarse)
cmd-tournament-leave-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-start = Organización: empezar el torneo ya
cmd-tournament-start-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-cancel = Organización: cancelar el torneo
cmd-tournament-cancel-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-remove = Organización: retirar a un jugador (pierde su partida en curso)
cmd-tournament-remove-player = El jugador a retirar
cmd-tournament-remove-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-adjust = Organización: fijar el resultado de una partida del torneo, con un motivo
cmd-tournament-adjust-game = El número de la partida
cmd-tournament-adjust-result = El resultado a registrar
cmd-tournament-adjust-result-first-wins = Gana el primer jugador
cmd-tournament-adjust-result-second-wins = Gana el segundo jugador
cmd-tournament-adjust-result-draw = Tablas
cmd-tournament-adjust-result-void = Sin resultado
cmd-tournament-adjust-reason = Por qué (se muestra con el resultado)
cmd-tournament-adjust-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-pause = Arena: tomarse un descanso de los emparejamientos
cmd-tournament-pause-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-resume = Arena: volver a ser emparejado
cmd-tournament-resume-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-standings = La clasificación actual, solo para ti
cmd-tournament-standings-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-pairings = Quién juega contra quién en la ronda actual
cmd-tournament-pairings-number = El número del torneo (por defecto: el actual de este servidor)
cmd-tournament-info = Qué es un torneo: juego, formato, tiempo, inicio, jugadores
cmd-tournament-info-number = El número del torneo (por defecto: el actual de este servidor)
tournament-bad-time = No entiendo el tiempo `{ $time }`: indica un tiempo por jugada como `10m` o un reloj como `clock=5+3`.
tournament-bad-start = No entiendo el inicio `{ $start }`: di cuánto falta para empezar, como `30m` o `2h`, o `now`.
tournament-joined = Estás en el torneo #{ $number }. ¡Suerte!
tournament-left = Has dejado el torneo #{ $number }.
tournament-starting = El torneo #{ $number } empieza ya.
tournament-cancelled = El torneo #{ $number } está cancelado. Las partidas en curso terminan sin resultado.
tournament-removed = El jugador ha sido retirado del torneo #{ $number }.
tournament-adjusted = El resultado de la partida { $game } ha cambiado: { $reason }
tournament-paused = Estás en pausa en el torneo #{ $number }: no tendrás partidas nuevas hasta que uses `/tournament resume`.
tournament-resumed = Has vuelto al torneo #{ $number }: se te emparejará en cuanto haya alguien libre.
tournament-none-here = Este servidor aún no tiene torneos. La organización puede crear uno con `/tournament create`.
tournament-no-players-yet = nadie todavía
tournament-starts-at = Empieza { $when }
tournament-running = En juego: ronda { $round }
tournament-finished-state = Terminado
tournament-cancelled-state = Cancelado
tournament-rated = puntuable
tournament-casual = amistoso
tournament-signup = **Torneo #{ $number }: { $game }**
    { $format } · { $time } · { $rated }
    { $state }
    Jugadores ({ $count }/{ $max }): { $players }
button-tournament-join = Inscribirme
button-tournament-leave = Salir
tournament-standings-round = Torneo #{ $number }: clasificación, ronda { $round } de { $rounds }
tournament-final-standings = Torneo #{ $number }: clasificación final
tournament-standings = Torneo #{ $number }: clasificación
# The standings picture in words, for screen readers (src/discord/tournaments/alt_text.rs)
tournament-standings-alt = Clasificación del torneo #{ $number } ({ $game }, { $format }): { $progress }.
tournament-standings-alt-ranking = Puestos: { $rows }.
tournament-standings-alt-row = { $rank }. { $name }, { $points }{ $state ->
        [withdrawn] , retirado
        [on-fire] , en racha
       *[in] {""}
    }
tournament-standings-alt-nobody = Todavía no hay nadie en la clasificación.
tournament-standings-alt-games = { $heading }: { $games }.
tournament-standings-alt-game = { $first } contra { $second }: { $result }
tournament-standings-alt-won = ganó { $name }
tournament-standings-alt-draw = tablas
tournament-standings-alt-bye = Descansa: { $name }.
tournament-no-pairings = Ahora mismo no hay partidas emparejadas.
tournament-result-playing = en juego
tournament-result-void = sin resultado
tournament-bye = { $name } descansa esta ronda.
tournament-started = El torneo #{ $number } ha empezado con { $count } jugadores. Las partidas se abren en hilos de este canal.
tournament-cancelled-too-few = El torneo #{ $number } está cancelado: se inscribieron muy pocos jugadores.
tournament-winner = 🏆 El torneo #{ $number } ha terminado. Ganador: **{ $winner }** · 2.º: { $second } · 3.º: { $third }
tournament-threads-missing = El torneo #{ $number } no puede abrir hilos para sus partidas: me falta el permiso Crear hilos públicos en este canal. Sus partidas empezarán en cuanto lo tenga.
tournament-game-ping = { $first } contra { $second }: vuestra partida del torneo está lista. { $first } mueve primero.

## Rules: the Tournaments section of every rule book
rules-tournaments =
    ## Torneos
    - **Organizar.** Los miembros con Gestionar eventos o Gestionar servidor crean un torneo con `/tournament create`: el juego, el formato (suizo, liga, liga a doble vuelta o arena), las rondas o los minutos, el tiempo (`10m` por jugada, o un reloj como `clock=5+3`; 10 minutos por jugada si no se dice), el inicio (15 minutos tras crearlo si no se dice), puntuable o amistoso, el máximo de jugadores, cuánto vale un descanso y las opciones de juego (nunca las de un jugador, como una página de Cross Words Combat). Quien lo organiza, o quien pueda gestionar eventos, puede empezarlo antes, cancelarlo (las partidas en curso terminan sin resultado), retirar a un jugador y fijar el resultado de una partida con un motivo, que se guarda y se muestra.
    - **Inscribirse.** Cada jugador se inscribe a sí mismo con el botón Inscribirme o `/tournament join`; nadie inscribe a otro. La inscripción cierra al empezar. Un suizo admite jugadores tardíos hasta que se empareja su segunda ronda (no puntúan las rondas perdidas), una arena hasta que termina, una liga nunca. Un torneo empieza con al menos 2 jugadores (3 en un suizo), o se cancela.
    - **Las partidas.** Cada partida es una partida normal del bot, en su propio hilo del canal del torneo, mencionando a los dos jugadores; el tiempo por jugada, los relojes, abandonar y las tablas funcionan como siempre. Quien no juega a tiempo pierde, aunque aún no hayan jugado los dos: en un torneo ninguna partida se anula por eso. Una partida que anula la moderación no tiene resultado. Quien se va o es retirado pierde la partida que juega y no vuelve a ser emparejado; en una liga, sus partidas posteriores se dan por perdidas sin jugarse.
    - **Suizo.** Cada ronda se empareja cuando han terminado todas las partidas de la anterior, con todo el grupo a la vez: nadie se enfrenta dos veces al mismo rival, recibe un segundo descanso, juega tres veces seguidas en el mismo puesto ni tiene dos partidas más en un puesto que en el otro, siempre que algún emparejamiento lo evite; después, se enfrentan rivales de puntuación más cercana, se equilibran los puestos y el jugador de mayor ranking recibe el puesto que le toca. Con un número impar de jugadores descansa el peor clasificado que aún no haya descansado (1 punto, salvo que la organización diga ½ o 0). Una victoria vale 1 punto, unas tablas ½.
    - **Desempates** (suizo y liga), en este orden: Buchholz menos el peor (la suma de las puntuaciones de los rivales sin la más baja), Sonneborn-Berger (las puntuaciones de los rivales vencidos más la mitad de las de los rivales con tablas), enfrentamiento directo (puntos contra los empatados a puntos) y, por último, el ranking. Una ronda sin partida jugada hasta un resultado (un descanso, una partida sin resultado, una ronda perdida) cuenta en Buchholz como un rival con la puntuación del propio jugador y no suma en Sonneborn-Berger. El enfrentamiento directo decide solo si todos los empatados han jugado entre sí.
    - **Liga.** Por las tablas de Berger: todos contra todos una vez (dos, con los puestos cambiados, a doble vuelta); con un número impar de jugadores, uno descansa en cada ronda.
    - **Arena.** Dura sus minutos. Quien queda libre (y no está en pausa con `/tournament pause`) se empareja al momento con el jugador libre de puntuación más cercana, luego de ranking, pero nunca con el rival con el que acaba de jugar. Una victoria vale 2 puntos, unas tablas 1; desde la tercera victoria seguida cada victoria vale 4 hasta que no se gane una partida (🔥 en la clasificación). Una arena se juega rápido: un reloj de como mucho 10+10, o como mucho 5 minutos por jugada. Cuando se acaba el tiempo no empieza ninguna partida nueva; las que están en curso terminan y cuentan.
    - **Clasificaciones**: se publican como imagen tras cada ronda (cada 5 minutos en una arena) y al final con el podio; `/tournament standings` te las muestra solo a ti cuando quieras.
