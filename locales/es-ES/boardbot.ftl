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

