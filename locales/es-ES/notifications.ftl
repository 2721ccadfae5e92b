## Notificaciones: recordatorios, el resumen diario, a punto de perder por tiempo

cmd-preferences-reminders = Cuándo recordarte un turno que espera, de una hora o más (por defecto: con un cuarto restante)
cmd-preferences-reminders-none = nunca
cmd-preferences-reminders-half = a mitad de tiempo
cmd-preferences-reminders-quarter-left = con un cuarto restante
cmd-preferences-reminders-hour-left = con una hora restante
cmd-preferences-reminders-half-and-quarter-left = a mitad de tiempo y con un cuarto restante
cmd-preferences-reminders-half-and-hour-left = a mitad de tiempo y con una hora restante
cmd-preferences-reminders-quarter-and-hour-left = con un cuarto restante y con una hora restante
cmd-preferences-reminders-all = a mitad de tiempo, con un cuarto y con una hora restantes
cmd-preferences-digest = Un MD diario con las partidas en las que te toca (solo si hay alguna)
cmd-preferences-digest-hour = La hora de tu resumen diario, 0–23, en tu zona horaria (activa el resumen)
cmd-preferences-timezone = Tu zona horaria: un desfase UTC como +02:00 o un nombre como Europe/Madrid
cmd-preferences-about-to-lose = Un MD una hora antes de que perdieras una partida por tiempo (por defecto: sí)

notifications-with-preferences = { $preferences }
    { $notifications }
notifications-summary = { $reminders } { $digest } { $about_to_lose }{ $closed }
notifications-point-half = a mitad de tiempo
notifications-point-quarter-left = cuando queda un cuarto del tiempo
notifications-point-hour-left = cuando queda una hora
notifications-reminders-none = No recibes recordatorios de turnos que esperan.
notifications-reminders-one = Un turno que espera, de una hora o más, se te recuerda { $first }.
notifications-reminders-two = Un turno que espera, de una hora o más, se te recuerda { $first } y { $second }.
notifications-reminders-three = Un turno que espera, de una hora o más, se te recuerda { $first }, { $second } y { $third }.
notifications-digest-at = Un resumen diario llega por MD a las { $hour } ({ $timezone }) cuando te espera un turno.
notifications-digest-off = Sin resumen diario.
notifications-about-to-lose-on = Una hora antes de que perdieras una partida por tiempo, un MD te avisa.
notifications-about-to-lose-off = Ningún MD antes de que perdieras una partida por tiempo.
notifications-dms-open = {""}
notifications-dms-closed = {" "}Tus MD estaban cerrados al bot: no te envía ninguno hasta que cambies tus preferencias (como ahora, si los abriste).
notifications-bad-hour = La hora del resumen es un número de 0 a 23. No se cambió nada.
notifications-bad-timezone = «{ $timezone }» no es una zona horaria que conozca. Escribe un desfase UTC como +02:00 o -05:30, o un nombre como Europe/Madrid o America/New_York. No se cambió nada.
notifications-digest = Tu resumen diario: te toca en { $count ->
        [one] una partida
       *[other] { $count } partidas
    }.
notifications-digest-more = … y { $count ->
        [one] una más: /games mine la muestra.
       *[other] { $count } más: /games mine las muestra.
    }
notifications-about-to-lose = Tu partida de { $game } en { $channel } se pierde por tiempo { $when } si no mueves. Juega allí: un botón en su último tablero, o /board.
