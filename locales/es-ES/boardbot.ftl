### boardbot — Español (España)
### Messages are grouped by where the code uses them. Keep ids in the same order in every file.

## Engines: refused moves and options (src/games)

engine-not-a-move = `{ $input }` no es una jugada: { $reason }
engine-game-over = la partida ha terminado
engine-chance-unresolved = esta acción la decide el azar; el anfitrión debe resolverla
engine-write-it-as = escríbelo como `{ $move }`
engine-clock-not-running = solo corre el reloj de quien tiene el turno
engine-option-value = la opción `{ $key }` no puede ser `{ $value }`
engine-option-unknown = opción desconocida `{ $key }` (conocidas: { $known })
engine-option-none = ninguna
engine-option-clock = la opción `clock` no puede ser `{ $value }`: escribe minutos, o minutos+segundos añadidos por jugada, p. ej. `10+10` (de 1 a { $max_minutes } minutos, de 0 a { $max_seconds } segundos)
engine-no-such-square = esa casilla no existe
engine-square-taken = { $square } está ocupada
engine-27-full = { $square } está llena: allí los tres tableros están ocupados
engine-27-not-a-square = indica una casilla de a1 a c3, como `b2`
engine-27-off-board = las casillas van de a1 a c3
engine-mttt-grid-covered = { $square } está en la cuadrícula { $grid }, cubierta por la marca grande de { $seat }: allí ya no se juega
engine-mttt-grid-used = la cuadrícula { $grid } ya tuvo su jugada en esta serie; cuadrículas aún abiertas: { $open }
engine-mttt-position-used = la posición { $position } ({ $cell }) de una cuadrícula ya se usó en esta serie; posiciones usadas: { $used }
engine-mttt-position-bottom-left = inferior izquierda
engine-mttt-position-bottom = inferior
engine-mttt-position-bottom-right = inferior derecha
engine-mttt-position-left = izquierda
engine-mttt-position-centre = central
engine-mttt-position-right = derecha
engine-mttt-position-top-left = superior izquierda
engine-mttt-position-top = superior
engine-mttt-position-top-right = superior derecha
engine-mttt-not-a-square = indica una casilla de a1 a i9, como `e5`
engine-mttt-off-board = las casillas van de a1 a i9 (columnas a–i, filas 1–9)
engine-s7-roll-unresolved = un `roll` sin más lo deciden los dados: debe resolverse a un total (`roll 2` … `roll 12`) antes de jugarse
engine-s7-two-dice = dos dados suman de 2 a 12
engine-s7-already-thrown = ya has sacado { $total }: ahora pon tu ficha en una de las casillas resaltadas
engine-s7-throw-first = tira primero los dados: `roll`
engine-s7-box-controlled = { $square } está en el bloque { $box }, que controla { $seat }: nadie puede jugar allí
engine-s7-twelve-own = { $square } tiene tu propia ficha: con un 12 capturas una ficha de { $opponent }
engine-s7-twelve-empty = { $square } está vacía: con un 12 capturas una ficha de { $opponent }
engine-s7-seven = con un 7 puedes jugar en una casilla central (*) o en cualquier lugar del bloque 7; { $square } no es ninguna de las dos
engine-s7-centre = { $square } es el centro (*) del bloque { $box }: los centros necesitan un 7 o un 2
engine-s7-numbered = con un { $total } puedes jugar en una casilla numerada { $total } o en una casilla numerada del bloque { $total }; { $square } es la casilla { $number } del bloque { $box }
engine-s7-roll-syntax = dos dados suman de 2 a 12, como `roll 7`
engine-s7-syntax = tira con `roll` y luego indica una casilla de a1 a i9, como `e5`
engine-ccc-option-first = la opción `first` no puede ser `{ $value }` (white o black)
engine-ccc-option-flag = la opción `flag` no puede ser `{ $value }` (v1 o v2)
engine-ccc-piece-flat = Losa
engine-ccc-piece-cube = Cubo
engine-ccc-piece-small-pyramid = Pirámide pequeña
engine-ccc-piece-medium-pyramid = Pirámide mediana
engine-ccc-piece-large-pyramid = Pirámide grande
engine-ccc-piece-ring = Anillo
engine-ccc-piece-tall-stick = Palo Largo
engine-ccc-piece-short-stick = Palo Corto
engine-ccc-piece-rectangle = Rectángulo
engine-ccc-piece-nice-flag = Bandera Simpática
engine-ccc-piece-laying-stick = palo tumbado
engine-ccc-unit-empty = casilla vacía
engine-ccc-unit-flat-stack = Pila de Losas
engine-ccc-unit-constructed-pyramid = Pirámide Construida
engine-ccc-unit-pyramid-stack = Pila de Pirámides
engine-ccc-unit-laying-tall = Palo Largo tumbado
engine-ccc-unit-laying-short = Palo Corto tumbado
engine-ccc-unit-piece = pieza
engine-ccc-pass = solo puedes pasar cuando ninguna acción es legal
engine-ccc-no-ring = no hay ningún Anillo tuyo en { $square }
engine-ccc-ring-frozen = el Anillo de { $square } está congelado junto a una Bandera Simpática
engine-ccc-ring-power = el Anillo solo tiene { $power } de Poder: un Poder por escudo
engine-ccc-shield-room = { $square } solo admite { $room ->
        [one] un escudo más
       *[other] { $room } escudos más
    }
engine-ccc-target-empty = { $square } está vacía
engine-ccc-target-not-yours = { $square } no es tuya: los escudos van en tus propias piezas
engine-ccc-name-stick = nombra el palo tumbado por su casilla de referencia { $square }
engine-ccc-stick-full = el palo de { $square } ya tiene todos los escudos que admite
engine-ccc-never-shields = { $piece }: nunca lleva escudos
engine-ccc-piece-full = { $piece } en { $square } ya tiene todos los escudos que admite
engine-ccc-flag-on-board = tu Bandera Simpática sigue en el tablero: solo se puede restaurar una Bandera destruida
engine-ccc-flag-home = la casilla inicial de la Bandera, { $square }, debe estar vacía para restaurarla
engine-ccc-impossible = esa acción no es posible ahora
engine-ccc-no-piece = no hay ninguna pieza en { $square }
engine-ccc-not-yours = la pieza de { $square } no es tuya
engine-ccc-frozen = la pieza de { $square } ({ $piece }) está congelada: está junto a una Bandera Simpática
engine-ccc-name-stick-lowest = nombra el palo tumbado por su casilla de referencia { $square } (su casilla más baja)
engine-ccc-flag-first-turn = la Bandera Simpática no puede moverse en el primer turno de la partida
engine-ccc-only-flat-hops = solo una Losa suelta puede saltar
engine-ccc-own-cube = { $square } tiene tu propio Cubo: ninguna de tus piezas puede entrar
engine-ccc-hop = un salto pasa por encima de una Losa suelta rival hasta la casilla vacía justo detrás (el primer salto al oeste, al este, hacia delante o en diagonal hacia delante; después en cualquier dirección), nunca dos veces sobre la misma casilla
engine-ccc-flat-join = una Losa solo se une a tu propia Losa o Pila de Losas de 4 como mucho; no puede unirse a { $square }
engine-ccc-flat-step = una Losa avanza una casilla al oeste, al este, hacia delante o en diagonal hacia delante
engine-ccc-flat-stack-step = una Pila de Losas avanza una casilla hacia delante o en diagonal hacia delante, a una casilla vacía, a un rival o a tu propia Losa suelta (5 Losas como mucho)
engine-ccc-pyramid-slide = { $piece }: se desliza en diagonal por casillas vacías y puede acabar en la primera casilla ocupada, pero nunca en tu propio Cubo ni en una Pirámide menor
engine-ccc-pyramid-stack-step = una Pila de Pirámides avanza una casilla en cualquier dirección, a una casilla vacía o a un rival
engine-ccc-cube-move = un Cubo se mueve de 1 a 5 casillas en línea recta ortogonal hasta una casilla vacía, nunca por encima de un palo de pie ni de una Bandera Simpática
engine-ccc-ring-slide = un Anillo se desliza ortogonalmente por casillas vacías hasta una casilla vacía
engine-ccc-rectangle-step = un Rectángulo avanza una casilla en cualquier dirección
engine-ccc-flag-leap = una Bandera Simpática salta 3 casillas en una dirección y 2 en ángulo recto (o 2 y luego 3), solo a una casilla vacía
engine-ccc-standing-step = un palo de pie no avanza: puede caer, p. ej. `fall { $square } n`
engine-ccc-laying-step = un palo tumbado no avanza: puede rodar o ponerse de pie
engine-ccc-flat-stack-unstack = una Pila de Losas se desapila al oeste, al este, hacia delante o en diagonal hacia delante
engine-ccc-pyramid-unstack = una Pirámide Construida se desapila en diagonal
engine-ccc-unstack-blocked = desapilar ({ $piece }, { $direction }) está bloqueado: una Losa solo cae donde las Losas que aún se sostienen igualan al menos la altura de allí, y nada cae sobre tu propio Cubo (ni una Pirámide sobre tu propia Pirámide menor)
engine-ccc-cannot-unstack = solo se puede desapilar una Pila de Losas, una Pirámide Construida o una Pila de Pirámides
engine-ccc-fall-diagonal = un palo cae al norte, al este, al sur o al oeste
engine-ccc-fall-blocked = el palo no puede caer hacia ahí: debe quedar entero en el tablero y no sobre tu propio Cubo
engine-ccc-only-standing-falls = solo un Palo Largo o Corto de pie puede caer
engine-ccc-only-laying-moves = solo un palo tumbado puede rodar o ponerse de pie
engine-ccc-roll = un palo tumbado rueda una casilla de lado (a lo ancho), entero en el tablero y no sobre tu propio Cubo
engine-ccc-stand = un palo tumbado se pone de pie en la casilla vacía justo después de uno de sus extremos
engine-ccc-ring-full = el Anillo ya almacena 5 de Poder
engine-ccc-only-ring-builds = solo un Anillo puede acumular Poder
engine-ccc-not-a-square = `{ $word }` no es una casilla (a1 a h10)
engine-ccc-not-a-direction = `{ $word }` no es una dirección (n, ne, e, se, s, sw, w o nw)
engine-ccc-shield-none = indica al menos una casilla que escudar
engine-ccc-shield-many = un Anillo guarda como mucho 5 de Poder: 5 escudos como mucho
engine-ccc-hop-long = una cadena de saltos visita como mucho 17 casillas
engine-ccc-syntax = escribe `e3-e4`, una cadena de saltos `c3-e5-c7`, `unstack e4 n`, `fall c1 n`, `roll c2 e`, `stand c2 c5`, `build b1`, `shield b1 e2 f3`, `restore` o `pass`
engine-cwc-out-of-time = { $seat } ya se ha quedado sin tiempo
engine-cwc-no-start-word = la página de { $seat } no tiene ninguna palabra lo bastante corta para empezar en un tablero de { $width } casillas de ancho
engine-cwc-page-too-long = la página de { $seat } es demasiado larga: { $chars } caracteres (como mucho { $max })
engine-cwc-page-empty = la página de { $seat } está vacía
engine-cwc-page-rows = la página de { $seat } tiene { $rows } renglones (como mucho { $max })
engine-cwc-page-no-word = la página de { $seat } no tiene ninguna palabra de dos o más letras que jugar
engine-cwc-syntax = escribe la palabra, la casilla de su primera letra y `across` o `down`, como `garden e7 down`, o `pass`
engine-cwc-letters-only = una palabra solo tiene letras
engine-cwc-square-syntax = indica la casilla de la primera letra con una letra de columna y un número de fila, como `e7`
engine-cwc-direction = la dirección es `across` o `down`
engine-cwc-word-too-long = esa palabra tiene { $letters } letras; ningún tablero admite una palabra de más de { $max }
engine-cwc-single-letter = las letras sueltas nunca se pueden jugar: una palabra necesita dos o más letras
engine-cwc-not-on-page = «{ $word }» no está en tu página
engine-cwc-used = «{ $word }» ya se ha usado
engine-cwc-not-playable = «{ $word }» no es la palabra jugable de ningún renglón: cada renglón ofrece solo su primera palabra sin usar de dos o más letras
engine-cwc-extra-only = este turno extra (combo { $combo }) solo permite { $requirement }
engine-cwc-need-any-playable = cualquier palabra jugable
engine-cwc-need-any-unused = cualquier palabra sin usar de la página
engine-cwc-need-at-most = como mucho { $max } letras
engine-cwc-need-lengths = { $lengths } letras
engine-cwc-lengths-none = ninguna
engine-cwc-lengths-or = { $init } o { $last }
engine-cwc-need-start = una palabra que empiece por { $letter }
engine-cwc-off-board = «{ $word }» desde { $square } { $direction } no cabe en el tablero
engine-cwc-captured = { $square } está capturada: ninguna palabra puede entrar en una casilla capturada
engine-cwc-clash = { $square } ya tiene { $letter }
engine-cwc-no-own = la palabra debe cruzar una de tus propias letras
engine-cwc-nothing-new = la palabra debe añadir al menos una letra nueva
engine-cwc-touches-letter = la nueva letra en { $square } tocaría la letra de { $seat } en { $other }; solo una palabra que cruce una letra rival puede tocarlas
engine-cwc-touches-captured = la nueva letra en { $square } tocaría la casilla capturada de { $seat } en { $other }; solo una palabra que cruce una letra rival puede tocarlas
# end of engines

## Pictures: text drawn into boards (src/render)

picture-points = { $points ->
        [one] { $points } pto.
       *[other] { $points } ptos.
    }
picture-ccc-last = Última: { $side } jugó { $move }
picture-ccc-no-moves = Aún no hay jugadas. Las blancas (white) están abajo.
picture-ccc-quiet = medias jugadas tranquilas { $plies }/100
picture-ccc-text-last = última: { $side } { $move }
picture-cwc-extra-turn = Turno extra, { $extra }
picture-cwc-extra-turn-then = Turno extra, { $extra } (después combo { $combos })
picture-cwc-last-word = Última palabra ({ $seat }): +{ $points } puntos
picture-cwc-last-word-combo = Última palabra ({ $seat }): +{ $points } puntos, combo { $combos }
picture-cwc-turns-left = Turnos restantes: red { $red }, black { $black }
picture-cwc-out-of-time = { $seat } se quedó sin tiempo
picture-cwc-no-turn-limit = Sin límite de turnos
picture-cwc-combo = combo { $combo }: { $requirement }
picture-cwc-needs-playable-word = cualquier palabra jugable
picture-cwc-needs-unused-word = cualquier palabra no usada de la página
picture-cwc-needs-at-most = como máximo { $letters } letras
picture-cwc-needs-lengths = { $lengths } o { $last } letras
picture-cwc-needs-length = { $letters } letras
picture-cwc-needs-no-length = ninguna longitud
picture-cwc-needs-letter = una palabra que empiece por { $letter }
picture-cwc-page-title = Página de { $seat }
picture-cwc-page-legend = resaltada: jugable   tachada: usada   en color: combo 4/5
picture-mega-string = Serie
picture-mega-game-over = partida terminada
picture-mega-progress = jugada { $move } de { $length }
picture-mega-positions-used = posiciones usadas
picture-mega-open-grids = cuadrículas abiertas
picture-mega-rule-8 = Regla 8:
picture-mega-rule-8-used = posiciones usadas
picture-mega-rule-8-allowed = permitidas
picture-mega-grid = cuadrícula { $grid }
picture-mega-text-big-markers = marcas grandes: { $markers }
picture-mega-text-none = ninguna
picture-mega-text-string = serie: jugada { $move } de { $length }; cuadrículas abiertas { $open }; posiciones usadas { $used }
picture-mega-text-string-rule-8 = serie: jugada { $move } de { $length }; cuadrículas abiertas { $open }; posiciones usadas { $used } (regla 8: posiciones usadas permitidas)
picture-super-seven-box = bloque { $box }
picture-super-seven-throw = Tirada
picture-super-seven-boxes-won = Bloques ganados
picture-super-seven-turn = Turno
picture-super-seven-game-over = partida terminada
picture-super-seven-takes = quita una ficha
picture-super-seven-places = coloca una ficha
picture-super-seven-no-move = sin jugada: tirada
picture-super-seven-throw-count = { $throw } de { $max } para { $seat }
picture-super-seven-passed = { $seat } pasó
picture-super-seven-to-roll = { $seat } tira
picture-super-seven-wins = gana { $seat }
picture-super-seven-draw = empate
picture-super-seven-text-threw = { $seat } sacó { $total }: coloca en una de { $squares }
picture-super-seven-text-to-roll = { $seat } tira (tirada { $throw } de { $max })
picture-twenty-sevens-board = Tablero { $board } · { $level }
picture-twenty-sevens-bottom = abajo
picture-twenty-sevens-middle = medio
picture-twenty-sevens-top = arriba
picture-twenty-sevens-stack = La pila en 3D
picture-replay-ply = Jugada { $ply } de { $plies } · { $move }
picture-replay-status = Repetición · { $plies ->
        [one] { $plies } media jugada
       *[other] { $plies } medias jugadas
    }
analysis-chart-title = Partida { $game } · { $kind } · análisis de la IA
analysis-chart-axis-plies = Jugada
analysis-chart-axis-chance = Probabilidad de ganar de { $name }
analysis-percent = { $value } %
analysis-chart-footer = { $status } · anillos: imprecisión, error, error grave
# end of pictures

## Alt text: boards in words for screen readers (src/games/describe.rs, src/host/views.rs)

describe-empty = vacío
describe-held = { $seat } en { $cells }
describe-part = { $part }: { $content }
describe-grid = cuadrícula { $grid }
describe-grid-won = cuadrícula { $grid }, ganada por { $seat }
describe-open-grids = abiertas para la próxima jugada: cuadrícula { $grids }
describe-box = bloque { $number }
describe-box-held = bloque { $number }, controlado por { $seat }
describe-throw = { $seat } sacó { $total }
describe-side = { $seat }
describe-row = fila { $row }
alt-board = Tablero de { $game }. { $status }.
alt-last-move = Última jugada: { $move }.
alt-score = Puntos: { $first } { $first-points }, { $second } { $second-points }.
alt-position = Posición: { $position }.
alt-page = Tu página, palabras jugables: { $words }.
alt-analysis-chart = Gráfico de la probabilidad de ganar de { $first } a lo largo de { $plies ->
        [one] 1 media jugada
       *[other] { $plies } medias jugadas
    }, según la IA: { $start } al principio, la más baja { $low } tras la media jugada { $low-ply }, la más alta { $high } tras la media jugada { $high-ply }, { $end } al final. { $status }.
alt-analysis-chart-no-moves = Gráfico de la probabilidad de ganar de { $first }, según la IA: { $start }, sin ninguna jugada. { $status }.
alt-analysis-rings = Los anillos marcan las jugadas costosas: { $tallies }.
alt-analysis-tally = { $name }: { $inaccuracies ->
        [one] 1 imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] 1 error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] 1 error grave
       *[other] { $blunders } errores graves
    }
alt-replay = Repetición de { $game }, { $plies ->
    [one] 1 media jugada
   *[other] { $plies } medias jugadas
}. Al final: { $board }

## Pickers: buttons and menus (src/input)

picker-ccc-pass = Pasar (no hay otra jugada legal)
picker-ccc-must-pass = Ninguna de tus piezas puede actuar: debes pasar.
picker-ccc-actions = { $count ->
        [one] { $count } acción
       *[other] { $count } acciones
    }
picker-ccc-pick-piece-menu = Elige una pieza para mover o usar…
picker-ccc-restore = Restaurar la Bandera Simpática
picker-ccc-pick-piece = Elige una de tus piezas.
picker-ccc-stack = { $piece } ({ $count })
picker-ccc-ring-power = Anillo, { $power } de poder
picker-ccc-unstack = Desapilar { $direction }
picker-ccc-fall = Caer { $direction }
picker-ccc-roll = Rodar { $direction }
picker-ccc-stand = Levantarse en { $square }
picker-ccc-build = Construir 1 de poder
picker-ccc-hop-over = saltar sobre la Losa de { $square }
picker-ccc-move = mover
picker-ccc-attack = atacar { $piece } de { $side }
picker-ccc-crush = aplastar tu { $piece }
picker-ccc-go-on-top = ponerse encima de tu { $piece }
picker-ccc-attack-own = atacar tu propia { $piece }
picker-ccc-join = unirse a tu { $piece }
picker-ccc-piece-on = { $piece } en { $square }
picker-ccc-to-hop-on = a { $square } … (¿seguir saltando?)
picker-ccc-to = a { $square }
picker-ccc-act-menu = Mover o usar un poder…
picker-ccc-cast-menu = Lanzar escudos sobre…
picker-ccc-pick-action = { $piece }: elige una acción.
picker-ccc-hop-prompt = Salto de { $from } a { $to }: ¿parar ahí o seguir saltando?
picker-ccc-chain-menu = ¿Dónde termina la cadena?
picker-ccc-stop-on = Parar en { $square }
picker-ccc-hops = { $count ->
        [one] { $count } salto
       *[other] { $count } saltos
    }
picker-ccc-add-shields = { $count ->
        [one] +{ $count } escudo en { $square }
       *[other] +{ $count } escudos en { $square }
    }
picker-ccc-cast = Lanzar: { $move }
picker-ccc-cast-or-add-last = { $move }: lánzalo o añade escudos (añadir ahora lo lanza de inmediato).
picker-ccc-cast-or-add = { $move }: lánzalo o añade más escudos.
picker-ccc-add-menu = Añadir escudos en…
picker-cwc-points = +{ $points } puntos
picker-cwc-combos = combo { $combos }
picker-cwc-no-capture = sin captura, sin combo
picker-cwc-more = ({ $count } más: escríbelas con /move)
picker-cwc-extra-turn = Turno extra ({ $extra })
picker-cwc-turn = turno de { $seat }
picker-cwc-pass = Pasar
picker-cwc-write = Escribir una palabra…
picker-cwc-write-or-pass = { $turn }: escribe una palabra de tu página o pasa.
picker-cwc-nothing-fits = { $turn }: ninguna de tus palabras cabe ahora en ningún sitio, así que pasa.
picker-cwc-places = { $count ->
        [one] { $count } sitio
       *[other] { $count } sitios
    }
picker-cwc-which-word = { $turn }: ¿qué palabra?
picker-cwc-word-menu = Palabra
picker-cwc-where = ¿Dónde va «{ $word }»? Casilla de la primera letra.
picker-cwc-place-menu = Casilla y dirección
picker-mega-pick-grid-rule-8 = Elige una cuadrícula (regla 8: las posiciones usadas están permitidas en esta jugada).
picker-mega-pick-grid = Elige una cuadrícula: las abiertas en esta serie están activas.
picker-mega-pick-section = Cuadrícula { $grid }: elige una sección.
picker-super-seven-roll = Tirar los dados
picker-super-seven-throw = Tira los dados.
picker-super-seven-box = Bloque { $box }
picker-super-seven-box-squares = Bloque { $box } · { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    }
picker-super-seven-pick-box = Sacaste { $total }: elige un bloque y luego la casilla donde colocar (el tablero las resalta).
picker-super-seven-pick-box-take = Sacaste { $total }: elige un bloque y luego la casilla de la que quitar (el tablero las resalta).
picker-super-seven-take = quitar { $square } · { $number }
picker-super-seven-pick-square = Bloque { $box }: elige la casilla donde colocar.
picker-super-seven-pick-square-take = Bloque { $box }: elige la casilla de la que quitar.
picker-twenty-sevens-full = { $square } llena
picker-twenty-sevens-pick = Elige una casilla; tu pieza cae al tablero libre más bajo.
# end of pickers

## Commands: names, descriptions, options, choices (src/discord/commands.rs)

cmd-play = Desafía a alguien a una partida en este canal, o practica contra la IA.
cmd-play-game = Qué juego
cmd-play-opponent = Contra quién quieres jugar (o contra mí, el bot, para la IA)
cmd-play-ai = Juega contra la IA en este nivel en lugar de contra una persona
cmd-play-ai-easy = fácil
cmd-play-ai-medium = medio
cmd-play-ai-hard = difícil
cmd-play-options = Opciones de juego como clave=valor, p. ej. diamond=1 o clock=10+10 (ver /rules)
cmd-play-rated = Si la partida es clasificatoria (por defecto: sí; contra la IA, según el servidor)
cmd-play-time = Tiempo por jugada, de 5m a 14d (p. ej. 30m, 2h, 3d), o un reloj como 10+5 (por defecto: el servidor)
cmd-move = Haz una jugada en la partida de este canal.
cmd-move-move = Tu jugada, p. ej. b2 (empieza a escribir para ver las permitidas)
cmd-move-compliment = La Bandera Simpática de CCC: un cumplido para tu rival
cmd-board = Vuelve a mostrar la partida de este canal.
cmd-board-text = En privado, como texto, tal como lo muestra el terminal (para lectores de pantalla)
cmd-page = Mira tu propia página en privado (Cross Words Combat).
cmd-hint = Partidas de práctica contra la IA: te sugiere una jugada.
cmd-resign = Ríndete en la partida de este canal.
cmd-draw = Ofrece un empate o acepta el que te ofrece tu rival.
cmd-takeback = Deshaz tu última jugada: justo después, o en tu turno junto con la respuesta (la IA siempre acepta)
cmd-rules = Cómo se juega a un juego.
cmd-rules-game = Qué juego
cmd-leaderboard = Los mejores jugadores de este servidor en un juego.
cmd-leaderboard-scope = Las puntuaciones de este servidor o las de todo boardbot (mensajes directos y servidores)
cmd-leaderboard-scope-server = este servidor
cmd-leaderboard-scope-everywhere = en todas partes
cmd-leaderboard-game = Qué juego
cmd-leaderboard-me = Abrir la página de la clasificación en la que estás
cmd-games = Todas las partidas en curso en este servidor, con enlaces a sus canales.
cmd-games-mine = Muestra en su lugar tus propias partidas en todos los servidores y MD, primero las de tu turno.
cmd-stats = La clasificación y los resultados de alguien en este servidor.
cmd-stats-user = De quién (tú, si lo dejas vacío)
cmd-abort = Moderadores: detén la partida o el desafío de este canal (sin resultado ni cambio de puntos).
cmd-settings = Moderadores: muestra o cambia los ajustes de este servidor.
cmd-settings-turn-timer = Tiempo por turno en las partidas nuevas, p. ej. 30m, 24h, 3d
cmd-settings-rate-ai-games = Si las partidas contra la IA son clasificatorias
cmd-settings-challenge-cooldown = Tras un rechazo, cuánto espera esa persona para volver a desafiar, p. ej. 10m
cmd-settings-threads = Si cada desafío aceptado abre un hilo para su partida
cmd-settings-public-pages = Si este servidor tiene páginas web públicas: clasificaciones y partidas terminadas
cmd-settings-palette = Colores de los bandos en los tableros de este servidor
cmd-settings-rated-takebacks = Si los jugadores pueden deshacer jugadas en partidas clasificatorias (nunca en torneos)
cmd-settings-everywhere = Si las partidas clasificatorias de aquí cuentan también en la clasificación de todo boardbot
cmd-settings-palette-classic = clásicos (rojo y azul)
cmd-settings-palette-colour-blind = aptos para daltónicos (bermellón y azul)
cmd-blocks = Quién no puede desafiarte aquí porque lo has bloqueado; levanta un bloqueo.
cmd-blocks-unblock = Deja que esta persona vuelva a desafiarte
cmd-challenges = Acepta desafíos en este servidor, o deja de recibirlos todos.
cmd-challenges-accept = false: nadie puede desafiarte aquí; true: vuelves a aceptar desafíos
cmd-history = Las últimas partidas terminadas de alguien en este servidor, las más recientes primero.
cmd-history-user = De quién (tuyas, si lo dejas vacío)
cmd-history-game = Solo este juego
cmd-replay = Repite una partida como GIF animado, con sus jugadas y cómo comprobarlas.
cmd-replay-number = El número de la partida (ver /history)
cmd-analyze = Análisis de la IA de una partida terminada: probabilidad de ganar y jugadas más costosas.
cmd-analyze-number = El número de la partida (ver /history)
cmd-help = Cómo empezar una partida y qué hace cada comando.
cmd-preferences = Tus ajustes: colores de tus imágenes, confirmación para los botones, recordatorios y MD.
cmd-preferences-palette = Colores de los bandos en imágenes solo para ti (tu página, análisis, repeticiones)
cmd-preferences-palette-classic = clásicos (rojo y azul)
cmd-preferences-palette-colour-blind = aptos para daltónicos (bermellón y azul)
cmd-preferences-confirm = Mostrar primero una jugada hecha con los botones del tablero, con Confirmar y Cancelar
help-title = Cómo jugar con boardbot
help-start = Empieza una partida con `/play`: elige un juego (`game`) y un rival (`opponent`), que acepta con el botón bajo tu desafío, o un nivel de IA (`ai`) para jugar contra el bot enseguida.
    Haz tus jugadas con `/move` (empieza a escribir para ver las permitidas) o con los botones bajo el tablero. `/rules` explica cada juego.
help-commands = **Comandos**
help-command = `/{ $command }` — { $description }
help-anywhere = **En cualquier sitio**: añade boardbot a tu cuenta y juega en cualquier mensaje directo, grupo o servidor que permita aplicaciones externas; tu rival no necesita instalar nada y juega con los botones. Las partidas fuera de servidores cuentan en una clasificación común de boardbot (`/leaderboard` allí). Donde el bot no es miembro solo puede responderte: una partida que termina por tiempo muestra su resultado con el siguiente clic o comando, y el aviso de turno llega como mensaje directo del bot (si los aceptas). Los torneos y los hilos necesitan un servidor que haya invitado al bot.
help-privacy = **Tus datos**: para organizar partidas y clasificar a los jugadores, el bot guarda tus partidas con sus jugadas, tus puntuaciones y su historial, tus inscripciones en torneos y tus ajustes de desafíos, mientras organice las partidas de este servidor. `/privacy export` te envía todo en un archivo que solo ves tú; `/privacy delete` te borra (tus rivales conservan sus partidas, contigo como jugador anónimo).
cmd-privacy = Tus datos: lo que el bot guarda sobre ti
cmd-privacy-export = Todo lo que el bot guarda sobre ti, en un archivo JSON que solo ves tú
privacy-export-ready = Aquí tienes todo lo que boardbot guarda sobre ti: tus partidas con sus jugadas, puntuaciones y su historial, inscripciones en torneos y ajustes de desafíos (JSON; el formato se describe en el README).
cmd-privacy-delete = Borrar todo lo que el bot guarda sobre ti (pregunta antes)
privacy-delete-confirm = Esto te borra de boardbot en todas partes: abandonas tus partidas en curso; en las partidas terminadas y los torneos pasas a ser un jugador anónimo, para que tus rivales conserven su historial y sus puntuaciones; se eliminan tus puntuaciones, su historial, tus preferencias y tus ajustes de desafíos. No se puede deshacer. ¿Borrarlo todo?
privacy-delete-yes = Borrarlo todo
privacy-delete-no = Conservar mis datos
privacy-delete-kept = No se ha borrado nada.
privacy-deleting = Borrando…
privacy-deleted = Hecho. En tus partidas aparece ahora { $name } en tu lugar, y no se guarda nada más sobre ti. Si vuelves a jugar, empiezas de cero.
privacy-not-yours = Solo quien lo pidió puede responder a esto.
# end of commands

## Host: refusals and views (src/host)

duration-seconds = { $n ->
        [one] { $n } segundo
       *[other] { $n } segundos
    }
duration-minutes = { $n ->
        [one] { $n } minuto
       *[other] { $n } minutos
    }
duration-hours = { $n ->
        [one] { $n } hora
       *[other] { $n } horas
    }
duration-days = { $n ->
        [one] { $n } día
       *[other] { $n } días
    }
host-cannot-set-up = Esa partida no se puede preparar así: { $why }.
host-hints-practice-only = Las pistas solo están disponibles en partidas amistosas de práctica contra la IA.
host-no-hint = Ahora mismo no hay ninguna jugada que sugerir.
host-unknown-game-number = No conozco ninguna partida número { $game } en este servidor. /history muestra los números de las partidas terminadas.
host-replay-never-started = La partida { $game } nunca empezó: fue un desafío sin jugadas que repetir.
host-replay-still-playing = La partida { $game } aún se está jugando: hasta que termine, solo sus dos jugadores pueden verla de nuevo. Cuando acabe, podrá hacerlo cualquiera.
host-analysis-not-finished = La partida { $game } aún se está jugando: se podrá analizar cuando termine. Hasta entonces, un análisis mostraría a un jugador los secretos del rival o los dados que vendrán.
host-challenge-yourself = No puedes desafiarte a ti mismo. Elige a otra persona de este servidor.
host-challenge-bot = Los bots no pueden aceptar desafíos. Desafía a una persona de este servidor.
host-challenge-answered = Este desafío ya tiene respuesta.
host-only-challenged-accepts = Solo { $name } puede aceptar este desafío.
host-challenge-expired = Este desafío ha caducado. Empieza otro con /play.
host-only-players-answer = Solo los dos jugadores pueden responder a este desafío.
host-not-accepted-yet = El desafío de aquí aún no se ha aceptado.
host-bot-throws-dice = Los dados los tira el bot: juega `roll` y sacará tu tirada de forma justa.
host-compliment-needed = La Bandera Simpática se mueve con un cumplido para tu rival: usa /move con la opción `compliment` (en la terminal: `JUGADA | tu cumplido`).
host-compliment-too-long = Por favor, que el cumplido no pase de { $max } caracteres.
host-game-over = Esa partida ya ha terminado.
host-not-playing = No juegas en esta partida.
host-draw-already-offered = Ya has ofrecido un empate; tu rival puede aceptarlo con /draw.
host-takeback-nothing = Aún no tienes ninguna jugada que deshacer.
host-takeback-dice-passed = Los dados pasaron tu último turno, así que no tienes ninguna jugada que deshacer.
host-takeback-time-out = Un tiempo agotado no se puede deshacer.
host-takeback-already-asked = Ya lo has pedido; tu rival puede aceptar o rechazar bajo tu petición.
host-takeback-pending = { $name } ha pedido deshacer una jugada: acepta o rechaza primero bajo su petición.
host-takeback-replied = { $name } ya ha empezado su turno: cuando sea el tuyo, /takeback deshace tu jugada y su respuesta.
host-takeback-lapsed = Esta petición ha caducado: la partida ha seguido (o ha terminado) desde entonces.
host-takeback-answered = Esta petición ya tiene respuesta.
host-takeback-own-request = Es tu propia petición: la responde tu rival.
host-takeback-tournament = En las partidas de torneo no se puede deshacer.
host-takeback-rated = Este servidor no permite deshacer en partidas clasificatorias (los moderadores pueden cambiarlo en /settings). Las partidas amistosas y contra la IA sí lo permiten.
host-nothing-private = Esta partida no tiene nada privado que mostrar: todo está en el tablero.
host-abort-moderators-only = Solo los moderadores (miembros con el permiso «Gestionar servidor») pueden anular una partida.
host-turn-timer-range = El tiempo de turno debe estar entre 1 minuto y 30 días.
host-play-time-range = El tiempo por jugada debe estar entre { $min } y { $max }.
host-game-gone = Esa partida ya no existe.
host-not-your-turn = No es tu turno: le toca a { $name }.
host-the-game-is-over = La partida ha terminado.
host-no-dms = Eso solo funciona en un servidor.
host-history-own-outside-servers = Fuera de los servidores solo puedes ver tu propio historial.
host-settings-moderators-only = Solo los moderadores (miembros con el permiso «Gestionar servidor») pueden cambiar los ajustes.
host-option-belongs-to-opponent = La opción `{ $key }` la elige tu rival, no tú. Déjala fuera; podrá fijarla cuando te desafíe.
host-settings-need-server = Los ajustes pertenecen a un servidor; usa este comando en uno.
host-channel-busy = Este canal ya tiene una partida o un desafío. Termínalo primero o abre un hilo para una segunda partida.
host-no-game-here = No hay ninguna partida en este canal. Empieza una con /play.
host-stale-board = Este tablero está desactualizado: la partida ha avanzado. Usa /board para ver el actual.
host-not-a-move = `{ $input }` no es una jugada aquí: { $reason }.
host-illegal-move = `{ $input }` no es válida: { $reason }.
host-cooldown = { $name } rechazó tu último desafío. Podrás volver a desafiarle dentro de { $wait }.
host-too-many-challenges = Ya tienes { $max } desafíos esperando respuesta en este servidor. Envía otro cuando uno tenga respuesta o caduque (o retira uno con su botón Rechazar).
host-own-challenge-block = Este desafío es tuyo: para retirarlo, usa Rechazar.
host-only-challenged-blocks = Solo { $name } puede rechazar y bloquear este desafío.
host-not-blocked = Esa persona no está bloqueada: no hay nada que levantar. /blocks muestra tus bloqueos.
host-cooldown-range = La espera tras un rechazo debe estar entre 0 (ninguna) y 30 días.
host-not-taking-challenges = { $name } no acepta desafíos ahora mismo, así que el tuyo no se puede enviar. Prueba con otra persona o practica contra la IA.
host-blocks-need-server = Los bloqueos y las preferencias de desafío pertenecen a un servidor; usa este comando en uno de sus canales.
host-rematch-finished-only = Solo se puede volver a jugar una partida terminada.
host-rematch-players-only = Solo los dos jugadores de esta partida pueden pedir la revancha.
host-rematch-lapsed = Esa revancha ha caducado: desde entonces ha empezado otra partida en este canal. Empieza una nueva con /play.
view-challenge = { $challenger } desafía a { $challenged } a una partida de { $game } ({ $terms }). { $challenged }, ¿juegas?
view-challenge-declined = El desafío de { $game } fue rechazado.
view-challenge-expired = El desafío de { $game } a { $challenged } caducó sin respuesta.
view-challenge-withdrawn = Un moderador retiró el desafío de { $game }.
view-challenge-accepted = { $challenged } aceptó el desafío de { $game }.
view-dice-seed = Semilla de los dados: `{ $seed }` (su SHA-256 es `{ $commitment }`). Comprueba cada tirada con cualquier herramienta SHA-256, o pasa las jugadas de esta partida, con líneas `roll` simples, a `boardbot referee { $game } --seed { $seed }`.
view-dice-commitment = Compromiso de los dados (SHA-256 de la semilla secreta): `{ $commitment }`. La semilla se revela al terminar la partida.
view-terms-rated = clasificatoria
view-terms-casual = amistosa
view-terms-per-move = { $duration } por jugada
view-terms-own-option = { $key }: elección propia
view-seat = { $name } ({ $seat })
view-to-move = turno de { $who }
view-to-move-draw-offer = turno de { $who } · { $offerer } ofrece empate
view-game-over = Partida terminada
view-wins = gana { $who }
view-wins-score = gana { $who }, { $first }–{ $second }
view-resigned = { $loser } se rindió · gana { $who }
view-out-of-time = { $loser } se quedó sin tiempo · gana { $who }
view-draw-agreed = Empate acordado
view-draw-agreed-score = Empate acordado, { $first }–{ $second }
view-draw = Empate
view-draw-score = Empate, { $first }–{ $second }
view-aborted-moderator = Anulada por un moderador · sin resultado
view-aborted-vanished = Anulada: su canal o servidor ya no existe · sin resultado
view-aborted-resigned-early = Anulada: alguien se rindió antes de que ambos jugaran · sin resultado
view-aborted-slow-start = Anulada: las primeras jugadas no llegaron a tiempo · sin resultado
view-aborted-early = Anulada antes de que ambos jugaran · sin resultado
view-game-status = Partida: { $status }
view-clocks = relojes: { $list }
view-clock-out = { $name } sin tiempo
view-clock = { $name } { $time }
view-status-with-clocks = { $status } · { $clocks }
replay-file-header = Partida { $game } · { $kind } · { $first } ({ $first-seat }) contra { $second } ({ $second-seat })
    { $status }
    { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }
thread-name = { $first } contra { $second } · { $game }
ai-name = boardbot ({ $level })
ai-compliment-1 = Tus piezas están colocadas con muy buen gusto.
ai-compliment-2 = Admiro la calma con la que juegas.
ai-compliment-3 = Qué jugada tan bonita la tuya.
ai-compliment-4 = Jugar contigo es un placer.
# end of host

## Discord replies, embeds and buttons (src/discord)

board-title = { $game } · { $first } contra { $second }
board-turn-ends = El turno acaba { $when }
board-score = Marcador
board-recent-moves = Últimas jugadas
board-move-number = Jugada
board-fair-dice = Dados justos
board-your-move = { $mention }, te toca.
board-game-over = Partida terminada: { $status }
board-compliment = 💐 { $from } a { $to }: «{ $compliment }»
button-rematch = Revancha
button-accept-draw = Aceptar empate
button-offer-draw = Ofrecer empate
button-resign = Rendirse
button-your-page = Tu página
button-takeback = Deshacer
button-play-in-discord = Jugar en Discord
cmd-launch-description = Abre el tablero en vivo en Discord y juega allí
button-takeback-accept = Aceptar deshacer
button-takeback-decline = Rechazar
button-accept = Aceptar
button-decline = Rechazar
button-decline-block = Rechazar y bloquear
button-previous = ◀ Anterior
button-next = Siguiente ▶
button-replay = Repetición
challenge-lapses = El desafío caduca { $when }.
reminder = { $mention }, un recordatorio: tu turno de { $game } acaba { $when }. Usa /board para ver la partida.
reminder-dm = Tu turno en { $game } termina { $when }. Juega donde está la partida: con un botón de su último tablero, o con /board allí.
leaderboard-empty = Aún no hay partidas clasificatorias. Sé el primero: /play
leaderboard-row = **{ $rank }.** { $name } — { $rating } ({ $wins }V { $losses }D { $draws }E)
games-none = Ahora mismo no se juega ninguna partida aquí. Empieza una con /play.
games-waiting = esperando a que { $name } acepte
games-to-move = turno de { $name }
games-finishing = terminando
games-paused = en pausa: su archivo de reglas falló; espera la versión corregida de su diseñador
games-lapses = {" "}· caduca { $when }
games-turn-ends = {" "}· el turno acaba { $when }
games-row = **{ $game }** #{ $number } · { $first } contra { $second } · { $state }{ $until } · { $channel }
games-title = Partidas en curso en este servidor ({ $count })
games-page = Página { $page } de { $pages }
games-mine-title = Tus partidas ({ $count }) · tu turno en { $mine }
games-mine-none = Ahora mismo no juegas ninguna partida. Empieza una con /play.
games-mine-your-turn = **Tu turno**
games-mine-their-turn = **Esperando a tu rival**
games-mine-row = **{ $game }** contra { $opponent } · { $where } · { $until } · [tablero]({ $link }){ $live }
games-mine-turn-ends = el turno termina { $when }
games-mine-no-limit = sin límite de tiempo
games-mine-paused = en pausa: su archivo de reglas falló; no corre el tiempo hasta que llegue la versión corregida de su diseñador
games-mine-live = {" "}· [tablero en vivo]({ $url })
games-mine-other-server = otro servidor
games-mine-bot-dm = MD con el bot
games-mine-private-chat = MD de grupo o MD
rematch-offer = { $name } ofrece la revancha. { $mention }, pulsa Revancha para volver a jugar con los puestos cambiados (la oferta caduca { $when }).
apology = Lo sentimos, algo ha fallado por nuestra parte. No se ha cambiado nada; inténtalo de nuevo en un momento.
answer-failed = Lo siento, no he podido responder bien. Usa /board para ver cómo va la partida.
bad-options = No he podido leer las opciones de ese comando. Elígelas de la lista, por favor.
perm-view-channel = Ver canal
perm-send-messages = Enviar mensajes
perm-send-messages-in-threads = Enviar mensajes en hilos
perm-embed-links = Insertar enlaces
perm-attach-files = Adjuntar archivos
play-missing-permission = No puedo organizar una partida en este canal: me falta aquí el permiso «{ $permission }». Pide a quien gestione el servidor que lo conceda, o juega en otro canal.
play-answers-forced-private = Este servidor no te deja usar aplicaciones externas aquí, así que todas mis respuestas serían privadas: una partida que nadie más podría ver. Pide al servidor que permita «Usar aplicaciones externas», o juega en un mensaje directo o de grupo.
play-bot-dm-needs-ai = Nadie más ve este mensaje directo conmigo. Aquí puedes jugar contra mí (`ai`); para desafiar a alguien, usa `/play` en un grupo, en tu mensaje directo con esa persona o en un servidor.
play-bad-option-pair = No he podido leer las opciones: `{ $pair }` debería tener la forma clave=valor.
play-bad-time = No entiendo el tiempo `{ $time }`: indica un tiempo por jugada como `30m`, `2h` o `3d`, o un reloj como `10+5` (minutos + segundos que suma cada jugada).
play-time-not-for-teams = En una partida por equipos cada turno dura lo que su `vote_time`, así que `time` no sirve para partidas por equipos.
play-pick-opponent = Elige un rival, o un nivel de `ai` para practicar contra el bot.
page-yours = Tu página:
hint-try = Prueba `{ $move }`.
leaderboard-title = Clasificación de { $game }
leaderboard-title-everywhere = Clasificación de { $game } — en todas partes
leaderboard-unranked = Aún no tienes partidas clasificatorias de { $game } en este servidor, así que no estás en su clasificación.
leaderboard-you = Tú: { $rank }
# A player's place on a leaderboard (/stats, /leaderboard me:True); the numbers come with their digits grouped.
rank = Puesto { $place } de { $players }
# What groups the digits of large numbers in threes (1,234 / 1.234).
digit-group-separator = .
stats-none = { $name } aún no tiene partidas clasificatorias aquí.
stats-row = **{ $game }** — { $rating } ± { $deviation } ({ $wins }V { $losses }D { $draws }E)
stats-title = Estadísticas de { $name }
abort-done = { $moderator } ha anulado la partida de { $game } entre { $first } y { $second }. No se registra ningún resultado.
settings-bad-cooldown = `{ $text }` no es una duración que entienda. Prueba con 10m, 1h o 0 (sin espera).
settings-bad-timer = `{ $text }` no es una duración que entienda. Prueba con 30m, 24h o 3d.
settings-timer = Tiempo de turno para partidas nuevas: { $duration }.
settings-ai-rated = Las partidas contra la IA son clasificatorias.
settings-ai-unrated = Las partidas contra la IA son amistosas.
settings-no-cooldown = Quien ha sido rechazado puede volver a desafiar enseguida.
settings-cooldown = Quien ha sido rechazado espera { $duration } antes de volver a desafiar a esa persona.
settings-threads-on = Cada desafío aceptado abre un hilo para su partida.
settings-threads-off = Las partidas se juegan en el canal donde se hizo el desafío.
settings-public-pages-on = Este servidor tiene páginas web públicas (clasificaciones y partidas terminadas).
settings-public-pages-off = Este servidor no tiene páginas web públicas.
settings-palette = Los tableros de aquí se dibujan con los colores { $palette }.
settings-rated-takebacks-on = Se puede deshacer en partidas clasificatorias.
settings-rated-takebacks-off = Solo se puede deshacer en partidas amistosas.
settings-everywhere-on = Las partidas clasificatorias de aquí cuentan también en la clasificación de todo boardbot.
settings-everywhere-off = Las partidas clasificatorias de aquí cuentan solo en la clasificación de este servidor.
takeback-asked = { $name } pide deshacer su última jugada y tu respuesta.
takeback-asked-last-move = { $name } pide deshacer la jugada que acaba de hacer.
takeback-declined = { $name } rechazó deshacer la jugada de { $asker }.
term-takeback-ask = { $name }, { $asker } pide deshacer su última jugada. ¿Aceptas? (sí/no)
term-takeback-declined = Rechazado: la partida sigue como estaba.
preferences-palette = Las imágenes que solo ves tú se dibujan con los colores { $palette }. Los tableros de un servidor siguen sus /settings.
preferences-both = { $palette } { $confirm }
preferences-confirm-on = Una jugada que hagas con los botones del tablero se muestra primero, con Confirmar y Cancelar (un /move escrito nunca pregunta).
preferences-confirm-off = Una jugada que hagas con los botones del tablero se juega al momento.
confirm-status = Tu jugada { $move }: aún sin jugar
confirm-ask = ¿Jugar { $move }? El tablero de abajo la muestra; no se juega nada hasta que confirmes.
confirm-play = Confirmar
confirm-cancel = Cancelar
confirm-cancelled = No se ha jugado. Elige otra jugada en el tablero.
palette-classic = clásicos rojo y azul
palette-colour-blind = aptos para daltónicos bermellón y azul (Okabe–Ito)
click-old-button = Ese botón es de una versión anterior del bot. Usa /board para obtener uno nuevo.
click-damaged-button = Ese botón está dañado. Usa /board para obtener uno nuevo.
click-damaged-block-button = Ese botón está dañado. Vuelve a usar /blocks.
click-unknown-game = No conozco ese juego.
declined-and-blocked = Rechazado. { $name } ya no puede desafiarte en este servidor; solo se le dice que no aceptas desafíos. /blocks muestra tus bloqueos y permite levantarlos.
answered-by = { $text } ({ $name })
unblocked = { $name } puede volver a desafiarte.
you-played = Has jugado `{ $move }`.
accepted-in-thread = { $name } ha aceptado: la partida se juega en { $thread }.
resign-confirm-button = Sí, rendirme
resign-confirm = ¿Rendirte en esta partida? Gana tu rival.
you-resigned = Te has rendido.
rules-title = Cómo se juega a { $game }
rules-page = Página { $page } de { $pages }
thread-permission-missing = Este servidor juega sus partidas en hilos, pero aquí me falta el permiso «Crear hilos públicos», así que esta partida se juega en el canal.
blocks-none = No has bloqueado a nadie en este servidor.
blocks-header = Estas personas no pueden desafiarte en este servidor:
blocks-more = …y { $count } más, que aparecerán a medida que levantes estos.
blocks-how-to-lift = Levanta un bloqueo con su botón o con `/blocks unblock:`.
blocks-unblock-button = Desbloquear a { $name }
challenges-on = Aceptas desafíos en este servidor. Para no recibir ninguno, usa `/challenges accept:False`.
challenges-off = Ahora nadie puede desafiarte en este servidor; a quien lo intente se le dice que no aceptas desafíos. Vuelve a activarlos con `/challenges accept:True`.
replay-header = **Partida { $game } · { $kind }** — { $first } contra { $second }
replay-status = { $status } · { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }
replay-so-far = {" "}hasta ahora (la partida sigue; solo la ven sus jugadores)
replay-every-nth = Esta partida es demasiado larga para un GIF dentro del límite de tamaño de Discord: muestra una de cada { $step } jugadas y la última.
replay-files-moves = `{ $moves }`
replay-files-with-pages = `{ $moves }` y las dos páginas ({ $pages })
replay-reproduce = Reprodúcela con { $files } adjunto:
    `{ $command }`
replay-command-later = La línea de comandos del árbitro llega con la repetición cuando acabe la partida: necesita las dos páginas, que hasta entonces son secretas.
history-damaged-button = Ese botón está dañado. Usa /history para obtener una lista nueva.
replay-damaged-button = Ese botón está dañado.
history-intro = Partidas terminadas de { $user } aquí, de la más reciente a la más antigua:
history-intro-game = Partidas terminadas de { $game } de { $user } aquí, de la más reciente a la más antigua:
history-none = { $user } aún no tiene partidas terminadas aquí.
history-none-game = { $user } aún no tiene partidas terminadas de { $game } aquí.
history-no-older = No hay partidas más antiguas.
history-see-again = Vuelve a ver una con `/replay number:`.
history-title = Historial de partidas
history-page = Página { $page }
button-newer = ◀ Más recientes
button-older = Más antiguas ▶
history-won = ganada
history-lost = perdida
history-drew = empate
history-on-board = en el tablero
history-by-resignation = por rendición
history-on-time = por tiempo
history-by-agreement = por acuerdo
history-by-moderator = detenida por un moderador
history-vanished = su canal ya no existe
history-ai-opponent = { $name } (IA)
history-casual = {" "}· amistosa
history-rating = {" "}· clasificación { $change }
history-line = **#{ $game }** { $kind } contra { $opponent } · **{ $verdict }** { $reason } · { $date } · { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }{ $rating }
button-analyze = Análisis
analysis-queued = Análisis de la partida { $game }: esperando turno, puesto { $place }.
analysis-running = Analizando la partida { $game }… { $done } de { $total } jugadas
analysis-header = **Partida { $game } · { $kind }** — { $first } contra { $second } · { $status }
analysis-tally = { $name }: { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    } · { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    } · { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }
analysis-costliest = **Las jugadas que más costaron**
analysis-move = `{ $ply }.` { $seat } **{ $played }** · { $before } → { $after } · { $class ->
        [inaccuracy] imprecisión
        [mistake] error
        [blunder] error grave
       *[none] una pequeña pérdida
    } · la IA: **{ $best }**
analysis-nothing-costly = Ninguna jugada costó más que un poco.
analysis-budget = { $playouts } partidas simuladas por posición; la probabilidad es la del primer jugador, { $name }.
# end of discord

## Terminal (src/terminal)

term-resuming = Retomamos tu partida de { $game } sin terminar.
term-player = Jugador { $seat }
term-help = { $game } — escribe una jugada, `moves` para ver las jugadas válidas, `draw`, `takeback`, `resign`, `rules`, `page` (tu propia página, si el juego la tiene) o `quit` (tu partida se guarda).
term-thinking = { $name } está pensando…
term-saved = Partida guardada. Ejecuta el mismo comando para continuar.
term-legal-moves = Jugadas válidas: { $moves }
term-played = Jugada: { $move }
term-compliment = Cumplido: «{ $compliment }»
term-score = Marcador: { $first-seat } { $first } – { $second } { $second-seat }
term-picture = Imagen: { $path }
term-no-token = DISCORD_TOKEN no está definido: en su lugar empieza el juego local en la terminal.
term-which-game = ¿Qué juego?
term-analyze-offer = Escribe `analyze` para ver el análisis de la IA de esta partida, o pulsa Intro para salir.
term-analysis-columns = jugada · lado · jugada hecha · jugada de la IA · probabilidad de { $name } antes → después · clase
term-analysis-inaccuracy = imprecisión
term-analysis-mistake = error
term-analysis-blunder = error grave
# end of terminal

## Rules (/rules): markdown, one message per game

rules-twenty-sevens =
    # Twenty-Sevens

    Tres en raya en tres dimensiones: tres tableros de 3×3 apilados uno encima de otro, 27 celdas en total. Empieza **X** y después juega **O**, por turnos.

    ## Jugadas
    - Una jugada indica una de las nueve casillas, de `a1` a `c3` (columnas a–c de izquierda a derecha, filas 1–3 de abajo arriba).
    - Tu ficha cae al tablero libre más bajo en esa casilla: primero el tablero 1 (abajo), luego el tablero 2 encima de él y luego el tablero 3. Piensa en apilar fichas.
    - Una casilla con sus tres tableros ocupados ya no se puede jugar (su botón aparece en gris).
    - Con `/move`, empieza a escribir y elige de la lista; o pulsa el botón de una casilla bajo el tablero.

    ## Puntuación
    Cada línea de tres celdas que pasa a ser enteramente tuya puntúa para ti al instante, y solo una vez. Una jugada puede completar varias líneas, y todas puntúan.
    - Línea **plana** en un tablero (fila, columna o diagonal): **3** puntos (24 líneas así).
    - **Pilar**: la misma casilla en los tres tableros: **2** puntos (9 líneas).
    - **Escalera**: una diagonal que sube un tablero por paso a lo largo de una columna o de una fila: **2** puntos (12 líneas).
    - **Escalera diamante**: de una esquina a la esquina opuesta pasando por el centro del tablero 2 (por ejemplo 1c1, 2b2, 3a3): **2** puntos (4 líneas), o **1** con la opción `diamond=1`.

    El bot encuentra y puntúa todas las líneas por ti; no se te puede «pasar» ninguna.

    ## El final
    La partida termina cuando las 27 celdas están llenas (X ha hecho 14 jugadas, O 13). Gana quien tenga más puntos; con los mismos puntos hay empate. Quien se rinde, o deja que se agote su tiempo de turno, pierde sea cual sea la puntuación.

    ## Opciones
    `/play game:Twenty-Sevens opponent:@friend options:diamond=1`: las escaleras diamante puntúan 1 punto en lugar de 2.

    ## Decisiones
    - Quien desafía juega con X y empieza.
    - También se puede acordar un empate: un jugador lo ofrece con `/draw` (o con el botón) y el otro lo acepta de la misma forma. La oferta caduca con la siguiente jugada.

rules-mega-tic-tac-toe =
    # Mega Tic-Tac-Toe

    Tres en raya dentro de un tres en raya. El tablero es una gran cuadrícula de 3×3 (la **cuadrícula exterior**); cada una de sus
    nueve celdas contiene una pequeña cuadrícula de 3×3 (una **cuadrícula interior**): 81 casillas en total.

    Empieza **X** y después juega **O**; los jugadores se turnan y colocan una marca por jugada.

    {"*"}*Objetivo:** gana tres cuadrículas interiores en línea (fila, columna o diagonal) de la cuadrícula exterior.

    ## Nombres de casillas y cuadrículas

    - Cada casilla tiene un nombre como las casillas de ajedrez: columnas **a–i** de izquierda a derecha, filas
    {"  *"}*1–9** de abajo arriba. `e5` es el centro exacto del tablero. Para jugar, escribe ese nombre:
      `e5`.
    - Las nueve cuadrículas interiores se nombran como en un tablero pequeño: `a1` es la cuadrícula de abajo a la izquierda, `b2` la
      cuadrícula central y `c3` la de arriba a la derecha (la imagen las rotula «cuadrícula a–c» encima del tablero y
      1–3 a su derecha).
    - La **posición** de una casilla es el lugar que ocupa dentro de su propia cuadrícula, y se nombra igual: `a1`
      abajo a la izquierda, `b2` en el centro, `c3` arriba a la derecha. Así, `e5` es la posición `b2` de la cuadrícula `b2`, y `a1`,
      `d1` y `g7` están todas en la posición `a1` (abajo a la izquierda) de sus cuadrículas.

    ## Las series: el corazón del juego

    Las jugadas se agrupan en **series**. Una serie es una sucesión de jugadas, de ambos jugadores por turnos, que
    pasa exactamente una vez por cada cuadrícula interior abierta.

    Mientras dura una serie, cada jugada debe hacerse:

    1. **en una cuadrícula por la que esta serie todavía no haya pasado** (y que no esté cubierta por una marca grande),
    2. **en una casilla vacía**, y
    3. **en una posición que esta serie todavía no haya usado**: si alguien ya ha jugado en esta serie la casilla de arriba a la izquierda
       de alguna cuadrícula, nadie puede jugar la casilla de arriba a la izquierda de otra cuadrícula
       hasta que termine la serie.

    Cuando todas las cuadrículas abiertas han recibido su jugada, la serie termina y con la siguiente jugada empieza
    una nueva: todas las cuadrículas y todas las posiciones vuelven a estar disponibles.

    Una serie tiene tantas jugadas como cuadrículas sin cubrir haya al empezar: la primera serie tiene nueve
    jugadas, y cada marca grande que se coloca acorta en una jugada las series que empiezan después.

    {"*"}*Un ejemplo sencillo.** X juega `e5` (cuadrícula b2, posición central). Ahora, durante el resto de esta serie,
    nadie puede volver a jugar en la cuadrícula b2 ni en ninguna casilla central (`b2`, `h8`, …).
    O responde `a1` (cuadrícula a1, posición de abajo a la izquierda): ahora la cuadrícula a1 y todas las casillas de abajo a la izquierda
    quedan también vetadas. Siete jugadas más completan la serie, una en cada una de las demás cuadrículas, cada una en una
    posición nueva. Después, todo vuelve a quedar libre.

    Nunca tienes que contar: en la imagen del tablero, las cuadrículas abiertas aparecen sombreadas, las casillas **verdes**
    son aquellas en las que puedes jugar ahora y las **grises** están en una posición ya usada; la pequeña leyenda
    junto al tablero muestra las posiciones usadas. Los botones de jugada funcionan igual: elige una cuadrícula
    (solo se activan las abiertas) y después una casilla.

    {"*"}*¿Bloqueado? (regla 8)** Al final de la partida puede ocurrir que todas las cuadrículas abiertas solo tengan casillas vacías
    en posiciones ya usadas. Entonces, y solo entonces, puedes saltarte la regla 3 (la regla de la posición),
    pero sigues teniendo que jugar en una cuadrícula por la que la serie no haya pasado. La jugada cuenta con
    normalidad, y la serie se considera *anómala*.

    ## Marcas grandes y victoria

    - Tres marcas tuyas en línea (fila, columna o diagonal) **dentro** de una cuadrícula interior te dan esa cuadrícula:
      tu **marca grande** la cubre al instante. Las marcas pequeñas de debajo se quedan (aún se ven
      tenuemente), pero ya nadie puede jugar en esa cuadrícula.
    - Tres marcas grandes tuyas en línea (fila, columna o diagonal) de la cuadrícula exterior **ganan la partida**
      al instante.
    - Una cuadrícula interior que se llena sin ninguna línea queda sin cubrir y no es de nadie.
    - Si no es posible ninguna jugada (todas las cuadrículas sin cubrir están llenas, o todas están cubiertas), la
      partida termina en **empate**.

    Como cada serie pasa una vez por cada cuadrícula abierta, las cuadrículas abiertas se llenan siempre de forma pareja: sus
    cantidades de casillas vacías nunca difieren en más de una.

    ## Decisiones

    Donde las reglas originales no dicen nada, el bot ha decidido lo siguiente:

    - **Captura en mitad de una serie.** La serie conserva su longitud: la cuadrícula cubierta ya
      ha recibido su jugada en esta serie. Solo las series que empiezan después son más cortas.
    - **La regla 8 se comprueba jugada a jugada**: solo se aplica cuando ninguna cuadrícula abierta ofrece una casilla
      vacía en una posición sin usar. Una vez que se aplica, sigue aplicándose durante el resto de esa
      serie (las cuadrículas que quedan no pueden ganar casillas vacías nuevas), y la serie siguiente vuelve a ser normal.
    - **Una serie nunca se queda bloqueada a medias**: mientras dura la partida, las cuadrículas abiertas siempre tienen una casilla vacía,
      así que una serie siempre llega a su longitud completa.
    - **Una jugada que forma dos líneas** en una misma cuadrícula interior da una sola marca grande y ninguna jugada extra; una
      captura nunca da una jugada extra.
    - **Una cuadrícula llena sin ninguna línea** no es de nadie y no cuenta para ningún jugador.
    - **Las nueve cuadrículas cubiertas sin ninguna línea de marcas grandes** es un empate.
    - **La victoria se comprueba al instante**, incluso en mitad de una serie.
    - **Tras la última jugada de una serie**, el tablero muestra la serie siguiente (aún sin nada usado).

rules-ccc =
    # CCC

    Un híbrido de damas y ajedrez salido de un sueño. **Objetivo: eliminar todas las Pirámides de tu rival.**

    ## Tablero y preparación
    - 8 columnas `a`–`h`, 10 filas `1`–`10`. White (blancas) empieza abajo (filas 1–3) y Black (negras), arriba (filas 8–10).
    - Fila 1: `a1` Cubo, `b1` Anillo, `c1` Palo Largo (de pie), `d1` Pirámide Pequeña, `e1` Pirámide Grande, `f1` Pirámide Mediana, `g1` vacía, `h1` Bandera Simpática. Filas 2–3: dieciséis Losas.
    - Black coloca lo mismo, en espejo, en la fila 10 (mismas columnas) y en las filas 8–9.
    - «Adelante» es hacia arriba para White y hacia abajo para Black. Las direcciones son puntos cardinales vistos desde White: `n` = hacia la fila 10, `e` = hacia la columna h.
    - White mueve primero, salvo que la partida se configure con `first=black`.

    ## Un turno
    Haz exactamente una cosa: mover una pieza o pila, o usar un poder (desapilar, acumular, escudar, tumbar, rodar, levantar, restaurar). Si no tienes nada legal, debes jugar `pass`.
    - Las piezas que llegan a una casilla se colocan encima de lo que ya haya, conservando su orden.
    - Nada tuyo puede entrar nunca en la casilla de tu propio Cubo.
    - **Piezas congeladas:** cualquier pieza en las 8 casillas que rodean una Bandera Simpática (de cualquier color, incluso la otra Bandera) no puede moverse ni usar un poder. Un palo tumbado está congelado si alguna de las casillas que cubre toca una Bandera. A las piezas congeladas se las puede seguir atacando, se les pueden unir piezas, pueden recibir piezas encima y pueden recibir escudos. Con `flag=v2`, una Bandera solo congela las piezas rivales que no sean Pirámides.

    ## Combates
    Cuando una pieza termina sobre piezas a las que ataca, cada bando adelanta su pieza superior:
    - mismos escudos: ambas quedan destruidas;
    - más escudos: la otra queda destruida y la ganadora conserva sus escudos menos los de la perdedora menos 1.
    La siguiente pieza de abajo pasa al frente y el combate sigue hasta que un bando se queda sin piezas. Los atacantes supervivientes ocupan la casilla.
    - **Cubo:** todo lo que lo ataca queda destruido; el Cubo nunca sufre daño.
    - **Palo de pie:** un intercambio perdido lo reduce (Largo → Corto → Rectángulo) en lugar de destruirlo.
    - **Palo tumbado:** la sección alcanzada combate con los escudos compartidos del palo; si queda destruida, el palo se rompe (si un Palo Largo pierde un extremo → un Palo Corto tumbado; si pierde el centro → dos Rectángulos; un Palo Corto → un Rectángulo).
    - **Anillo:** su Poder cuenta como escudos.
    - Las Pirámides, los palos y los Rectángulos atacan a piezas de cualquier color. Una Pirámide que termina sobre una pieza tuya que no sea Pirámide ni Losa la **aplasta** (queda destruida, sin combate). Las Losas solo atacan a piezas rivales. Los Cubos, los Anillos y las Banderas nunca atacan.

    ## Escudos
    Máximos: Losa, Pirámide Pequeña, Rectángulo 1; Pirámide Mediana, Palo Corto 2; Pirámide Grande, Palo Largo 3; Cubo, Anillo, Bandera ninguno. Cada pieza de una pila conserva los suyos; un palo tiene una única reserva para todas sus secciones.

    ## Losas y pilas
    - **Losa:** se mueve un paso al oeste, al este, adelante o en diagonal hacia delante: a una casilla vacía, sobre tu Losa o tu Pila de Losas de 4 como máximo (se une a ella) o sobre una pieza rival (la ataca). **Salto:** salta por encima de una Losa rival sola hasta la casilla vacía de detrás; la Losa saltada pierde un escudo o queda destruida. Si quieres, sigue saltando Losas rivales solas en cualquier dirección, pero nunca dos veces sobre la misma casilla. Escribe todas las casillas: `c3-e5-c7`.
    - **Pila de Losas** (2–5 Losas): avanza un paso adelante o en diagonal hacia delante, a una casilla vacía, sobre una pieza rival o sobre tu Losa sola (5 como máximo). **Desapilar** (`unstack e4 n`; oeste, este, adelante, diagonales hacia delante): todas las Losas menos la de abajo se sueltan una por casilla a lo largo de la línea, empezando por la más baja. Una Losa solo puede caer en una casilla (o la línea pasar por ella) si las Losas que aún tienes en la mano, contando esa, son al menos tantas como la altura de esa casilla (pilas: su número de piezas; Palo Largo de pie 3; Palo Corto y Bandera 2; las demás 1). Una Losa soltada: sobre tus Losas, se une a ellas; sobre tus otras piezas, se pierde; sobre una pieza rival, la ataca; más allá del borde, cae fuera del tablero.

    ## Pirámides
    - **Pirámide** (Pequeña, Mediana, Grande): se desliza en diagonal por casillas vacías y puede terminar en la primera ocupada: ataca a una pieza rival; se coloca encima de tu Pirámide más grande (una Pirámide Construida) o de tus Losas (una Pila de Pirámide); nunca sobre tu Pirámide más pequeña ni sobre tu Cubo; aplasta cualquier otra pieza propia.
    - **Pirámide Construida** (P>M>G, P>M, P>G, M>G): se desliza como una Pirámide; dónde puede terminar lo decide su Pirámide de abajo. **Desapilar** en diagonal: las Pirámides levantadas se sueltan una por casilla, empezando por la más baja (P>M>G suelta la M y después la P). Sin regla de altura.
    - **Pila de Pirámide** (Pirámides sobre Losas): se mueve una casilla en cualquier dirección, a una casilla vacía o sobre una pieza rival. **Desapilar** en cualquier dirección: se sueltan todas las piezas menos la Losa de abajo, primero las Losas (la regla de altura cuenta las Losas que aún tienes en la mano) y después las Pirámides.

    ## Otras piezas
    - **Cubo:** de 1 a 5 casillas en línea ortogonal hasta una casilla vacía, saltando por encima de todo salvo palos de pie y Banderas. Nunca ataca y nunca puede ser destruido.
    - **Anillo:** se desliza en ortogonal por casillas vacías. `build b1`: acumula 1 de Poder (máx. 5). `shield b1 e2 e2 f3`: gasta 1 de Poder por cada escudo que pones en tus piezas, estén donde estén (la pieza superior de una pila; un palo tumbado, por su casilla más baja), sin superar los máximos.
    - **Palo Largo/Corto:** `fall c1 n`: se tumba sobre las 3 (2) casillas siguientes en esa dirección. Un palo tumbado se nombra por su casilla más baja (la fila menor y, después, la columna menor): `roll c2 e` lo desplaza una casilla de lado; `stand c2 c5` lo pone de pie en la casilla vacía justo después de uno de sus extremos. Cada sección que cae ataca lo que haya en su casilla, de cualquier color. Todas las casillas deben estar dentro del tablero.
    - **Rectángulo:** se mueve un paso en cualquier dirección y ataca lo que haya en la casilla donde termina.
    - **Bandera Simpática:** salta 3+2 casillas (como un caballo alargado) hasta una casilla vacía. Nunca ataca. No puede moverse en el primer turno de la partida. `restore` devuelve una Bandera destruida a su casilla inicial si está vacía. En Discord, para mover o restaurar la Bandera tienes que dedicar un cumplido a tu rival.

    ## El final
    - Si pierdes todas tus Pirámides (contando las que están en pilas), pierdes al final de ese turno. Si les pasa a los dos a la vez: empate (y no volváis a jugar hoy).
    - Hay empate tras 100 jugadas seguidas (pases incluidos) sin que nada se destruya, se reduzca o se rompa, o tras dos pases seguidos.

    ## Decisiones
    - La opción `flag` admite `v1` (por defecto: toda pieza junto a una Bandera queda congelada) o `v2`.
    - Con `flag=v2`, una Pirámide Construida o una Pila de Pirámide cuenta como Pirámide y no se congela.
    - Con `first=black`, Black mueve primero; la prohibición de mover la Bandera en el primer turno se aplica a quien mueva primero, y solo en ese turno.
    - Cadenas de saltos: una Losa saltada sin escudo sale del tablero en el acto, así que un salto posterior de la misma cadena puede terminar en su casilla; una cadena también puede terminar de nuevo en su casilla de partida.
    - Un palo que se tumba o rueda: su única reserva combate por cada sección en el orden en que caen; lo que quede se reparte cuando han caído todas. Una sección perdida contra un Cubo no gasta escudos; una sección perdida en un intercambio los ha gastado todos.
    - Un Anillo puede gastar cualquier cantidad de su Poder (desde 1 hasta todo) en una sola acción `shield`. No se puede usar `build` con 5 de Poder acumulado.
    - Se permite desapilar más allá del borde del tablero: las Losas o Pirámides que quedan fuera se destruyen.
    - Los objetivos de los escudos se escriben en orden de texto simple, carácter a carácter (`a10` antes que `a2`), uno por escudo.

rules-super-seven =
    # Super Seven

    Tres en raya con dados, para dos jugadores: **azul** (empieza) y **rojo**.

    ## El tablero
    - Nueve bloques de nueve casillas. Las casillas se nombran como en el ajedrez: columnas `a`–`i` de izquierda
      a derecha, filas `1`–`9` de abajo arriba (`e5` es el centro exacto del tablero).
    - Los bloques están numerados del 3 al 11 en orden de lectura, empezando arriba a la izquierda:
      fila superior 3 4 5, fila central 6 7 8, fila inferior 9 10 11. El bloque 7 es el bloque central.
    - Dentro de cada bloque, las casillas llevan los mismos números con la misma disposición:
      fila superior 3 4 5, fila central 6 `*` 8, fila inferior 9 10 11. La casilla central de cada bloque,
      `*`, no tiene número. La imagen muestra el número de cada casilla.

    ## Un turno
    Tira dos dados con `roll`. La suma decide dónde puedes colocar una ficha:
    - **7**: cualquier casilla central `*` vacía de cualquier bloque, o cualquier casilla vacía del bloque 7 (incluido
      su centro).
    - **3, 4, 5, 6, 8, 9, 10, 11** (llamémosla N): cualquier casilla vacía con el número N en cualquier bloque, o cualquier
      casilla numerada vacía del bloque N (no su centro).
    - **2**: cualquier casilla vacía.
    - **12**: capturas una ficha de tu rival: se retira y se sustituye por una tuya.

    Después indica la casilla, por ejemplo `e5` (con un 12, la casilla de la ficha que capturas). La imagen
    resalta todas las casillas que permite tu tirada.

    Nadie puede jugar nunca en un bloque que alguien controle (ver más abajo), y con un 12 no se puede capturar
    una ficha en él.

    ## ¿Sin jugada?
    Si tu tirada no permite ninguna jugada, vuelves a tirar. Tras tres tiradas en un mismo turno sin una
    jugada válida, el turno pasa automáticamente a tu rival. Cuando tu tirada sí permite una
    jugada, tienes que hacerla: no se puede pasar voluntariamente.

    ## Ganar bloques y la partida
    - Ganas un bloque en cuanto tiene tres fichas tuyas en línea (fila, columna o diagonal) del
      bloque, o cinco fichas tuyas en cualquier lugar del bloque. Entonces sus nueve casillas se llenan
      con fichas tuyas y el bloque queda cerrado para siempre.
    - Con un 12 también se puede ganar un bloque: la ficha que capturas puede completar tu línea o ser tu quinta ficha.
    - Ganas la partida al instante cuando controlas tres bloques en línea (fila, columna o diagonal) de
      bloques, o cinco bloques.
    - Red de seguridad: tras 500 turnos en total (de ambos jugadores, turnos pasados incluidos) la partida termina en
      empate.

    ## Dados sin trampa
    El bot se compromete con sus dados antes de la primera tirada: toma una semilla secreta de 32 bytes aleatorios
    (64 caracteres hexadecimales) y publica el SHA-256 de la semilla al empezar la partida. La tirada número k
    (0, 1, 2… contando todas las tiradas de ambos jugadores) sale de SHA-256(semilla + ":" + k): se leen los
    bytes en orden, se descarta cualquier byte de valor 252 o mayor, y cada byte b que se conserva da un dado b % 6 + 1; los
    dos primeros dados forman la tirada. Al terminar la partida, el bot revela la semilla, así que cualquiera puede comprobar
    cada tirada con una simple herramienta de SHA-256.

    ## Decisiones
    - Una tirada sin ninguna jugada válida debe repetirse (el original dice «puede»): una tirada nunca
      te perjudica. Tras la tercera tirada así, el turno pasa solo.
    - Una tirada que sí permite una jugada debe usarse, aunque hayan fallado tiradas anteriores del mismo turno
      (un turno tiene como máximo tres tiradas en total).
    - La partida registra cada tirada como `roll N` con su suma, para que la repetición sea exacta; el simple
      `roll` se resuelve con los dados comprometidos del bot.
    - Si un hash de los dados sin trampa se agota antes de encontrar dos dados, se vuelven a pasar por SHA-256 los
      32 bytes de ese mismo hash y se sigue leyendo; los dados ya encontrados se conservan.
    - La imagen muestra la tirada actual como una única insignia con forma de dado y su suma: la partida
      solo recuerda la suma, y dibujar dos caras sería inventarse unos dados que podrían no coincidir con
      los comprometidos.
    - El empate de los 500 turnos cuenta los turnos completados (colocaciones y pases automáticos). Una jugada que gana
      en el turno 500 sigue ganando.

rules-cross-words-combat =
    # Cross Words Combat

    Dos jugadores, **red** (rojo, abajo) y **black** (negro, arriba), escriben palabras de una página de texto en papel
    cuadriculado. Cruzar las letras del otro jugador y encerrar zonas vacías sirve para capturar casillas. Cada
    casilla capturada vale 1 punto; gana quien tenga más puntos.

    ## Páginas

    - Cada jugador tiene una página: una lista de renglones, uno por cada línea de texto. Aporta la tuya (pégala o
      adjunta un archivo `.txt`) o recibe una de las páginas que trae el bot.
    - Cada renglón se divide en **palabras** (secuencias de letras, comparadas sin distinguir mayúsculas), **números** (secuencias
      de dígitos) y todo lo demás, que solo sirve para separarlos. `old-man's` es `old`, `man`, `s`.
    - Una palabra de una sola letra es una **letra suelta**: nunca se puede jugar, pero puede activar el
      combo 5.
    - La **palabra jugable** de un renglón es su primera palabra de dos o más letras que aún no esté tachada.
      Jugar una palabra la tacha. Si varios renglones ofrecen la misma palabra, se tacha la del renglón más alto.
    - Usa `/page` para ver tu página con las palabras tachadas y la palabra jugable de cada renglón
      resaltada. Tu página es secreta: el otro jugador solo ve lo que juegas.
    - Una página necesita al menos una palabra de dos o más letras, como máximo 200 renglones y como máximo
      20 000 caracteres.

    ## Tablero e inicio

    - El tablero mide `width` × `height` casillas (por defecto 25 × 25; cada medida, de 9 a 26). Las casillas se
      nombran como en el ajedrez: `a1` es la de abajo a la izquierda.
    - Antes del primer turno, la primera palabra de cada jugador se escribe en horizontal, empezando en la columna
      ⌊width/3⌋ + 1 (la columna `i` con 25 de ancho): la de black, en la fila height − ⌊height/3⌋ (la 17 con 25 de alto); la de red,
      en la fila height − ⌊2·height/3⌋ (la 9 con 25 de alto). Una palabra demasiado larga para la fila termina en el borde derecho;
      una palabra más larga que el tablero se salta y se usa la siguiente.
    - Red juega el primer turno.

    ## Escribir una palabra

    Una palabra va **across** (en horizontal, de izquierda a derecha) o **down** (en vertical, de arriba abajo, hacia la fila 1). Es legal
    si:

    1. es la palabra jugable de uno de tus renglones (cualquier palabra sin usar en un turno extra del combo 2) y
       cumple la restricción del turno extra, si la hay;
    2. queda dentro del tablero y no entra en ninguna casilla capturada;
    3. cada casilla que comparte con una letra que ya está en el tablero contiene la misma letra;
    4. comparte al menos una casilla con una de tus propias letras (seguir escribiendo en la misma línea sobre tu propia
       letra cuenta: THE sobre la T de TEXT da TEXTHE; que solo se toquen por los extremos no cuenta);
    5. añade al menos una letra nueva;
    6. ninguna de sus letras nuevas queda en ortogonal junto a una letra o una casilla capturada del rival
       (en diagonal sí se puede), salvo que la palabra cruce una letra del rival.

    No se comprueba el diccionario: las letras pueden juntarse y formar palabras que no existen.

    ## Capturas y combos

    Los combos se detectan automáticamente; no hay que anunciar nada.

    - **Cruce**: cada letra del rival con la que tu palabra comparte casilla se convierte en una casilla capturada tuya.
      Cruzar una letra es el **combo 1**; cruzar dos o más, el **combo 2**.
    - **Cercado** (**combo 3**): después de tu palabra, se captura cada grupo de casillas vacías que no toque
      el borde del tablero y esté rodeado únicamente por tus letras y tus casillas capturadas.
      Tus propias letras de dentro hacen de muro; una letra del rival que toque la zona la invalida.
    - **Combo 4**: el elemento que va justo después de la palabra que has jugado, en su renglón, es un número.
    - **Combo 5**: el elemento que va justo después de la palabra que has jugado, en su renglón, es una letra suelta.

    Cada casilla capturada vale 1 punto. Las letras por sí solas no puntúan. Las casillas capturadas no pueden volver
    a usarse nunca.

    ## Turnos extra

    Cada combo te da al momento un turno extra, en el orden de los combos (del 1 al 5):

    | combo | turno extra |
    |-------|------------|
    | 1 | un turno normal |
    | 2 | puedes jugar cualquier palabra sin usar de tu página (se tacha su primera aparición sin usar) |
    | 3 | la palabra debe tener menos letras que las casillas que capturó ese cercado |
    | 4 | la longitud de la palabra debe ser un dígito de ese número o de los números que lo siguen inmediatamente |
    | 5 | la palabra debe empezar por esa letra |

    Los turnos extra ganados durante un turno extra se añaden al final de la cola. Un turno extra sin ninguna palabra
    legal se salta solo; si no, puedes saltártelo con `pass`.

    ## Final y puntuación

    - `pass` siempre está permitido. Pasar en un turno ordinario gasta uno de tus turnos; pasar en un turno
      extra solo termina ese turno extra.
    - La partida termina cuando los dos jugadores pasan seguidos en turnos ordinarios, cuando ninguno tiene una palabra legal
      o cuando los dos han gastado sus `turns` (por defecto, 30 turnos ordinarios cada uno; 0 = sin límite; los turnos
      extra no cuentan).
    - Gana quien tenga más puntos; con los mismos puntos, hay empate.
    - Con reloj, el jugador que se queda sin tiempo ya no juega más turnos y el otro sigue jugando solo mientras
      le dure su propio tiempo.

    ## Jugadas

    `WORD SQUARE across` o `WORD SQUARE down`, donde SQUARE es la casilla de la primera letra:
    `garden e7 down`, `the l9 across`. Y `pass`.

    ## Decisiones

    Donde el texto original no dice nada, el bot ha decidido lo siguiente:

    - Las **letras** son cualquier carácter alfabético, de cualquier sistema de escritura, comparadas sin distinguir mayúsculas; los dígitos son
      0–9. Todo lo demás (signos de puntuación, apóstrofos, guiones) separa elementos.
    - **Páginas**: se descartan las líneas en blanco antes del primer renglón y después del último. Una palabra que se salta
      como palabra inicial sigue en la página. Se rechaza una página que no tenga ninguna palabra que quepa en el tablero.
    - **Colores**: una casilla capturada pertenece a quien la capturó, escribiera quien escribiera su letra. Una letra del
      rival que has cruzado cuenta como tuya (es muro para los cercados y no es obstáculo para la regla 6); una letra
      tuya que ha cruzado el rival cuenta como suya. Tus «propias letras» de la regla 4 son las letras que has escrito
      y que no están capturadas.
    - El **combo 3** permite palabras de (casillas capturadas − 1) letras como máximo.
    - El **combo 4** usa todos los dígitos de los números que siguen directamente a la palabra en su renglón
      (`hex 24` permite 2 o 4 letras). Los dígitos 0 y 1 nunca se pueden cumplir.
    - Los **combos 4 y 5** leen el renglón de la aparición que se ha tachado.
    - Si un turno extra tiene alguna palabra legal se comprueba cuando llega, no cuando se gana.
    - Un jugador sin palabra legal en un turno ordinario debe jugar `pass` (gasta un turno).
    - Con límite de turnos, los turnos extra ganados en el último turno se siguen jugando.
    - **Reloj**: empieza una partida con la opción `clock=10+10` (minutos para cada uno y, después, segundos que se suman tras
      cada una de tus jugadas, tanto palabras como pases; `clock=10` no suma nada; de 1 a 180 minutos y de 0 a 600
      segundos). Tu reloj corre desde que empieza tu turno, turnos extra incluidos, hasta que
      tu jugada queda registrada; mientras, el otro reloj está parado. Quedarse sin tiempo no es una derrota: ya no juegas más turnos
      (tu turno actual y los turnos extra en cola terminan en el acto) y el otro jugador sigue jugando mientras
      le dure su propio tiempo. Cuando solo un jugador puede seguir jugando, un solo `pass` suyo en un turno ordinario termina
      la partida. El temporizador de turnos del servidor también sigue vigente: si dejas que se agote, pierdes la partida.
      Cada fin de tiempo queda anotado en el registro de la partida, así que una repetición lo reproduce.
    - Las páginas que trae el bot se reparten a partir de la semilla de la partida; red y black siempre reciben páginas distintas.

rules-hosting =
    ## Jugar aquí
    - **Empezar.** `/play game opponent` envía un desafío con los botones «Aceptar», «Rechazar» y «Rechazar y bloquear»; caduca a los diez minutos. El desafío y cada tablero muestran las condiciones de la partida: clasificatoria o amistosa, el tiempo por jugada y todas las opciones fijadas. En Cross Words Combat, cada página la elige su dueño y se mantiene en secreto: quien desafía puede fijar su propia página, nunca la del rival.
    - **Clasificatoria o amistosa.** Las partidas entre personas son clasificatorias salvo que se empiecen con `rated:false`. Las partidas contra la IA solo son clasificatorias donde el servidor lo activa, y cada nivel de la IA (fácil, medio, difícil) tiene su propia clasificación.
    - **Protección.** Después de que rechaces un desafío, ese mismo jugador no puede volver a desafiarte durante un rato (10 minutos, salvo que el servidor cambie `/settings challenge_cooldown`), y nadie puede tener más de 3 desafíos pendientes en un servidor. **Rechazar y bloquear** impide que ese jugador te desafíe en este servidor hasta que lo levantes con `/blocks`; solo se le dice que no aceptas desafíos. `/challenges accept:False` bloquea aquí todos los desafíos dirigidos a ti; `accept:True` vuelve a permitirlos.
    - **Turnos.** Solo puede jugar el jugador al que le toca; las sugerencias de `/move` solo las ve ese jugador. Quien deja que se agote el tiempo de turno pierde por tiempo.
    - **Vacaciones y tiempo extra.** `/vacation start days:N` detiene tus turnos en las partidas de un día o más por jugada mientras estás fuera: donde te toca, el plazo se mueve lo que duren las vacaciones, y un turno que te llegue entretanto empieza completo cuando vuelvas. Las partidas rápidas (menos tiempo por jugada, o con reloj) no se detienen. `/vacation end` vuelve antes y te devuelve los días enteros que no usaste (y a tus partidas el tiempo que no tomaste); `/vacation status` muestra tus vacaciones y los días que te quedan. Cada jugador tiene 30 días en cualesquiera 365 días (salvo que quien opera el bot fije otro número), al menos un día cada vez, descontados al empezar las vacaciones. Los rivales lo ven en el tablero y en `/games`. El botón «Dar tiempo» bajo un tablero da a tu rival un día más (cinco minutos en partidas de menos de un día por jugada) durante su turno, o cinco minutos en su reloj en cualquier momento si la partida tiene relojes; como mucho 3 veces por partida; ambos lo ven y queda en el registro de eventos de la partida.
    - **Final anticipado.** Una partida que termina por rendición, por tiempo o por empate acordado antes de que ambos jugadores hayan hecho una jugada se anula: sin resultado y sin cambios en la clasificación.
    - **Deshacer.** `/takeback` (o el botón Deshacer bajo el tablero) pide deshacer tu última jugada; tu rival acepta o rechaza con los botones bajo la petición. Si lo pides justo después de tu jugada, antes de que tu rival empiece su respuesta (un clic equivocado), solo se deshace esa jugada y vuelve a ser tu turno; si tu rival responde en su lugar, la petición caduca. Si lo pides en tu turno, la partida vuelve a tu turno anterior: se deshacen la respuesta de tu rival y tu jugada, y cualquier turno tuyo ya empezado. Se permite en partidas amistosas y contra la IA, que siempre acepta al momento (mientras piensa, solo se deshace tu jugada; si ya ha respondido, también su respuesta); en partidas clasificatorias solo donde el servidor lo permite (`/settings rated_takebacks`, desactivado al principio); nunca en partidas de torneo. Super Seven conserva tu tirada: los dados de ese turno quedan como salieron y vuelves a colocar. Cross Words Combat devuelve la palabra a tu página y deshace sus capturas. CCC deshace el turno entero, incluidos un combate o un poder. Los relojes vuelven a como estaban en ese turno. Un tiempo agotado no se puede deshacer. Las repeticiones y `/history` muestran la partida tal como se jugó al final; la petición y su respuesta quedan en el registro de eventos de la partida.
    - **Hilos.** Donde el servidor los activa, un desafío aceptado abre un hilo público con el nombre del juego, y la partida se juega allí; el canal queda libre para más desafíos.
    - **Relojes.** `clock=M+S` en las opciones de `/play` da a cada jugador M minutos para toda la partida más S segundos tras cada una de sus jugadas (`clock=5+3`); solo corre el reloj de quien tiene el turno, y el tablero muestra los dos. El reglamento de Cross Words Combat dice qué pasa cuando se acaba un reloj (ese jugador se detiene y el otro sigue). Los reglamentos de los demás juegos no dicen nada del tiempo; allí pierde quien agota su reloj, como en el ajedrez, esté como esté el tablero.
    - **Moderación.** Los miembros con el permiso Gestionar servidor pueden anular una partida con `/abort` (sin resultado y sin cambios en la clasificación) y cambiar `/settings`.
    - **Si desaparece un canal.** Si se elimina el canal o el hilo de una partida, o el bot abandona el servidor, la partida termina sin resultado y sin cambios en la clasificación.
    - **Juegos diseñados.** Los juegos propios de un servidor (`/design`) se juegan como los cinco. Si el archivo de reglas de una partida falla con una jugada, esa jugada no se hace y la partida queda en pausa: no corre el tiempo, y su diseñador lo sabe. Sigue donde se quedó en cuanto el servidor sube o elige una versión con la que sus jugadas se reproducen; mientras tanto, sus jugadores aún pueden abandonar o acordar tablas.
    - **Análisis.** Cuando una partida termina, con `/analyze` (o el botón Análisis bajo el tablero terminado) la IA examina cada posición: un gráfico de la probabilidad de ganar y las jugadas que más costaron, con la jugada que prefiere la IA. Una jugada que baja la probabilidad de ganar de su jugador al menos 10 puntos porcentuales es una imprecisión; 20, un error; 30, un error grave. Las tiradas de dados y los tiempos agotados no se juzgan.
    - **Temporadas.** Las partidas puntuadas cuentan también en una temporada: un mes natural, salvo que un administrador fije otra duración con `/season settings` (o inicie una ya con `/season start`; `/season end` la termina y pausa las temporadas). Una partida cuenta en la temporada en que terminó. Tu puntuación de temporada empieza en tu primera partida puntuada de la temporada desde tu puntuación total, con la desviación elevada a 200 como mínimo para que se mueva rápido, y luego cambia como la total. Al terminar la temporada su clasificación queda tal cual; la mejor puntuación de temporada de un juego entre jugadores con al menos 3 partidas puntuadas en él es el campeón de temporada de ese juego. `/leaderboard season:N` muestra cualquier temporada (0: la actual).
    - **Roles por puntuación, logros, el problema del día.** Un servidor puede dar roles de Discord por niveles de puntuación (el nivel más alto que alcanzas en cada juego con tu puntuación total) y a los campeones de temporada; siguen cada partida puntuada y cada fin de temporada. Los logros cuentan las partidas terminadas en cada servidor (y en todo boardbot para las partidas fuera de servidores); una remontada cuenta cuando la partida se ha analizado. El problema del día (nuevo cada día UTC) sale solo de partidas de Twenty-Sevens, Mega Tic-Tac-Toe o CCC: los dados de Super Seven y las páginas secretas de Cross Words Combat harían depender «la única jugada ganadora» de lo que el buscador no puede saber. Su única jugada ganadora está demostrada por una búsqueda exacta, y una jugada legal equivocada cuenta como intento.
    - **Partidas en equipo.** Con `/play … team:True` el canal juega en equipo contra la IA. En cada turno del equipo cualquiera del canal puede votar una jugada, en privado, y cambiar su voto hasta que cierre el turno; entonces se juega la jugada más votada y, en caso de empate, la que recibió antes su primer voto. Un turno sin votos se pierde por tiempo. Las partidas en equipo nunca puntúan. Canal contra canal (`/play … rival_channel:`): un canal reta a otro, de este servidor o de otro cuyos moderadores lo permitan (`/settings team_challenges:True`); cualquiera del canal retado puede aceptar o rechazar, cualquiera del que reta puede retirarlo. Cada canal vota solo en los turnos de su propio equipo y solo ve lo que su propio puesto puede saber; los dos canales ven cada tablero y guardan su historial. El canal que reta ocupa el primer puesto. Ninguno de los dos empieza otra partida hasta que acabe.

# end of rules


## Web pages
web-language = Idioma
web-not-found-title = Página no encontrada
web-not-found = No hay ninguna página en esta dirección.
web-not-found-players = Una partida en un mensaje directo, un MD de grupo o un servidor sin páginas públicas es solo para sus jugadores: inicia sesión con Discord para verla.
web-unavailable-title = No disponible por ahora
web-unavailable = Ahora mismo no se pueden leer las páginas. Vuelve a intentarlo en un momento.
web-too-many-title = Demasiadas solicitudes
web-too-many = Has pedido muchas páginas en poco tiempo. Espera un momento y vuelve a intentarlo.
web-leaderboard-title = Clasificación de { $game }
web-everywhere-title = Clasificación de { $game } — en todas partes
web-everywhere-about = Partidas en mensajes directos y de grupo, y en servidores que también cuentan las suyas aquí.
web-leaderboard-caption = Puntuaciones de { $game }, página { $page }
web-leaderboard-empty = Nadie ha jugado todavía a { $game } con puntuación en este servidor.
web-games = Juegos
web-rank = Puesto
web-player = Jugador
web-rating = Puntuación
web-wins = Victorias
web-losses = Derrotas
web-draws = Tablas
web-games-played = Partidas
web-pages = Páginas
web-previous = Anterior
web-next = Siguiente
web-game-title = { $game } n.º { $number }: { $first } contra { $second }
web-game-meta = Terminada el { $date } · { $plies ->
    [one] 1 jugada
   *[other] { $plies } jugadas
}
web-rated = con puntuación
web-casual = amistosa
web-stepper = Recorrer la partida
web-first = Inicio
web-back = Atrás
web-forward = Adelante
web-last = Final
web-keys-hint = Teclas: ← → avanzan y retroceden, Inicio y Fin saltan al principio y al final.
web-moves = Jugadas
web-downloads = Descargas
web-download-gif = Repetición (GIF animado)
web-download-moves = Archivo de jugadas
web-download-page = Página de { $seat }
web-referee = Comprueba la partida con el árbitro de boardbot:
