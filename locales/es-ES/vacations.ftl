## Vacations and extra time (host, Discord, web)

## Commands
cmd-vacation = Vacaciones: tus partidas de días por jugada te esperan
cmd-vacation-start = Irte de vacaciones desde ahora: tus plazos de un día o más se detienen
cmd-vacation-start-days = Cuántos días (días enteros, al menos 1)
cmd-vacation-end = Volver de vacaciones ahora (se te devuelven los días enteros no usados)
cmd-vacation-status = Si estás de vacaciones, hasta cuándo y cuántos días te quedan

## /vacation answers
vacation-days-out-of-range = Unas vacaciones duran de { $min } a { $max } días.
vacation-already-away = Ya estás de vacaciones hasta <t:{ $until }:f>. Termínalas antes con /vacation end.
vacation-no-allowance = { $left ->
    [0] No te quedan días de vacaciones en los últimos 365 días.
    [one] Solo te queda un día de vacaciones en los últimos 365 días.
   *[other] Solo te quedan { $left } días de vacaciones en los últimos 365 días.
}
vacation-not-away = No estás de vacaciones.
vacation-started = Estás de vacaciones hasta { $until }. { $games ->
    [0] Ninguna de tus partidas te esperaba;
    [one] Se movió el plazo de una partida en la que te toca;
   *[other] Se movieron los plazos de { $games } partidas en las que te toca;
} los turnos de un día o más que te lleguen mientras estás fuera empiezan cuando vuelvas. { $left }
vacation-ended = ¡Bienvenido de vuelta! { $games ->
    [0] Ningún plazo tuvo que moverse.
    [one] Una partida recuperó el tiempo que no usaste.
   *[other] { $games } partidas recuperaron el tiempo que no usaste.
} { $left }
vacation-status = { $now } { $left }
vacation-status-away = Estás de vacaciones hasta { $until }.
vacation-status-here = No estás de vacaciones.
vacation-allowance = { $left ->
    [one] Te queda un día de { $total } en los últimos 365 días.
   *[other] Te quedan { $left } días de { $total } en los últimos 365 días.
}

## Boards and /games
board-on-vacation = { $name } está de vacaciones hasta { $until }
games-mine-away = { $until } · { $opponent } de vacaciones hasta { $when }

## Extra time
button-give-time = Dar tiempo
extra-time-given-day = { $giver } dio a { $receiver } un día más.
extra-time-given-minutes = { $giver } dio a { $receiver } { $minutes } minutos más.
extra-time-gifts-left = { $left ->
    [0] Ese fue tu último regalo de tiempo en esta partida.
    [one] Puedes dar tiempo una vez más en esta partida.
   *[other] Puedes dar tiempo { $left } veces más en esta partida.
}
extra-time-limit = Ya has dado tiempo { $limit } veces en esta partida, el máximo permitido.
extra-time-no-opponent = En esta partida no hay un rival al que dar tiempo.
extra-time-not-their-turn = Puedes dar tiempo a { $name } mientras le toque.
extra-time-game-changed = La partida cambió mientras tanto; inténtalo de nuevo.

## Web live page
web-live-on-vacation = de vacaciones hasta { $until }
