## Vacations and extra time (host, Discord, web)

## Commands
cmd-vacation = Urlaub: deine Partien mit Tagen pro Zug warten auf dich
cmd-vacation-start = Ab jetzt in den Urlaub: deine Zugfristen von einem Tag oder mehr halten an
cmd-vacation-start-days = Wie viele Tage (ganze Tage, mindestens 1)
cmd-vacation-end = Jetzt aus dem Urlaub zurückkommen (ungenutzte ganze Tage bekommst du zurück)
cmd-vacation-status = Ob du im Urlaub bist, bis wann, und wie viele Tage dir bleiben

## /vacation answers
vacation-days-out-of-range = Ein Urlaub dauert { $min } bis { $max } Tage.
vacation-already-away = Du bist schon bis <t:{ $until }:f> im Urlaub. Beende ihn zuerst mit /vacation end.
vacation-no-allowance = { $left ->
    [0] Dir bleiben in den letzten 365 Tagen keine Urlaubstage mehr.
    [one] Dir bleibt in den letzten 365 Tagen nur ein Urlaubstag.
   *[other] Dir bleiben in den letzten 365 Tagen nur { $left } Urlaubstage.
}
vacation-not-away = Du bist nicht im Urlaub.
vacation-started = Du bist bis { $until } im Urlaub. { $games ->
    [0] Keine deiner Partien wartete auf dich;
    [one] Die Frist einer Partie, in der du am Zug bist, wurde verschoben;
   *[other] Die Fristen von { $games } Partien, in denen du am Zug bist, wurden verschoben;
} Züge mit einem Tag oder mehr, die während deiner Abwesenheit an dich gehen, beginnen, wenn du zurück bist. { $left }
vacation-ended = Willkommen zurück! { $games ->
    [0] Keine Frist musste verschoben werden.
    [one] Eine Partie hat die nicht genutzte Zeit zurückbekommen.
   *[other] { $games } Partien haben die nicht genutzte Zeit zurückbekommen.
} { $left }
vacation-status = { $now } { $left }
vacation-status-away = Du bist bis { $until } im Urlaub.
vacation-status-here = Du bist nicht im Urlaub.
vacation-allowance = { $left ->
    [one] Ein Tag von { $total } übrig in den letzten 365 Tagen.
   *[other] { $left } von { $total } Tagen übrig in den letzten 365 Tagen.
}

## Boards and /games
board-on-vacation = { $name } ist bis { $until } im Urlaub
games-mine-away = { $until } · { $opponent } ist bis { $when } im Urlaub

## Extra time
button-give-time = Zeit schenken
extra-time-given-day = { $giver } hat { $receiver } einen Tag mehr geschenkt.
extra-time-given-minutes = { $giver } hat { $receiver } { $minutes } Minuten mehr geschenkt.
extra-time-gifts-left = { $left ->
    [0] Das war dein letztes Zeitgeschenk in dieser Partie.
    [one] Du kannst in dieser Partie noch einmal Zeit schenken.
   *[other] Du kannst in dieser Partie noch { $left } Mal Zeit schenken.
}
extra-time-limit = Du hast in dieser Partie schon { $limit } Mal Zeit geschenkt, mehr geht nicht.
extra-time-no-opponent = In dieser Partie gibt es keinen Gegner, dem du Zeit schenken könntest.
extra-time-not-their-turn = Du kannst { $name } Zeit schenken, während { $name } am Zug ist.
extra-time-game-changed = Die Partie hat sich inzwischen geändert; versuch es noch einmal.

## Web live page
web-live-on-vacation = im Urlaub bis { $until }
