### boardbot — Español (España)
### Messages are grouped by where the code uses them. Keep ids in the same order in every file.

## Shared words

i18n-sample = { $name } tiene { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} ({ $game }).
i18n-sample-nested = anidada

# end of shared

## Engines: refused moves and options (src/games)

engine-not-a-move = `{ $input }` no es una jugada: { $reason }
engine-game-over = la partida ha terminado
engine-chance-unresolved = esta acción la decide el azar; el anfitrión debe resolverla
engine-write-it-as = escríbelo como `{ $move }`
engine-no-clock = este juego no tiene reloj
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

# end of pictures

## Pickers: buttons and menus (src/input)

# end of pickers

## Commands: names, descriptions, options, choices (src/discord/commands.rs)

# end of commands

## Host: refusals and views (src/host)

# end of host

## Discord replies, embeds and buttons (src/discord)

# end of discord

## Terminal (src/terminal)

# end of terminal

## Rules (/rules): markdown, one message per game

# end of rules

