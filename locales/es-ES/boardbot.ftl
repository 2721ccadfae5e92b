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
picture-mega-string = Cadena
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
picture-mega-text-string = cadena: jugada { $move } de { $length }; cuadrículas abiertas { $open }; posiciones usadas { $used }
picture-mega-text-string-rule-8 = cadena: jugada { $move } de { $length }; cuadrículas abiertas { $open }; posiciones usadas { $used } (regla 8: posiciones usadas permitidas)
picture-super-seven-box = caja { $box }
picture-super-seven-throw = Tirada
picture-super-seven-boxes-won = Cajas ganadas
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
picture-replay-status = Repetición · { $plies ->
        [one] { $plies } media jugada
       *[other] { $plies } medias jugadas
    }
# end of pictures

## Pickers: buttons and menus (src/input)

picker-ccc-pass = Pasar (no hay otra jugada legal)
picker-ccc-must-pass = Ninguna de tus piezas puede actuar: debes pasar.
picker-ccc-actions = { $count ->
        [one] { $count } acción
       *[other] { $count } acciones
    }
picker-ccc-pick-piece-menu = Elige una pieza para mover o usar…
picker-ccc-restore = Restaurar la Nice Flag
picker-ccc-pick-piece = Elige una de tus piezas.
picker-ccc-empty-square = casilla vacía
picker-ccc-flat = Flat
picker-ccc-flat-stack = Pila de Flats
picker-ccc-constructed-pyramid = Pirámide construida
picker-ccc-pyramid-stack = Pila de pirámides
picker-ccc-laying-tall-stick = Palo Largo tumbado
picker-ccc-laying-short-stick = Palo Corto tumbado
picker-ccc-cube = Cubo
picker-ccc-small-pyramid = Pirámide pequeña
picker-ccc-medium-pyramid = Pirámide mediana
picker-ccc-large-pyramid = Pirámide grande
picker-ccc-ring = Anillo
picker-ccc-tall-stick = Palo Largo
picker-ccc-short-stick = Palo Corto
picker-ccc-rectangle = Rectángulo
picker-ccc-nice-flag = Nice Flag
picker-ccc-laying-stick = palo tumbado
picker-ccc-piece = pieza
picker-ccc-stack = { $piece } ({ $count })
picker-ccc-ring-power = Anillo, { $power } de poder
picker-ccc-unstack = Desapilar { $direction }
picker-ccc-fall = Caer { $direction }
picker-ccc-roll = Rodar { $direction }
picker-ccc-stand = Levantarse en { $square }
picker-ccc-build = Construir 1 de poder
picker-ccc-hop-over = saltar sobre el Flat de { $square }
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
picker-mega-pick-grid = Elige una cuadrícula: las abiertas en esta cadena están activas.
picker-mega-pick-section = Cuadrícula { $grid }: elige una sección.
picker-super-seven-roll = Tirar los dados
picker-super-seven-throw = Tira los dados.
picker-super-seven-box = Caja { $box }
picker-super-seven-box-squares = Caja { $box } · { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    }
picker-super-seven-pick-box = Sacaste { $total }: elige una caja y luego la casilla donde colocar (el tablero las resalta).
picker-super-seven-pick-box-take = Sacaste { $total }: elige una caja y luego la casilla de la que quitar (el tablero las resalta).
picker-super-seven-take = quitar { $square } · { $number }
picker-super-seven-pick-square = Caja { $box }: elige la casilla donde colocar.
picker-super-seven-pick-square-take = Caja { $box }: elige la casilla de la que quitar.
picker-twenty-sevens-full = { $square } llena
picker-twenty-sevens-pick = Elige una casilla; tu pieza cae al tablero libre más bajo.
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

