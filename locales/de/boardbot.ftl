### boardbot — Deutsch
### Messages are grouped by where the code uses them. Keep ids in the same order in every file.

## Shared words

i18n-sample = { $name } hat { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
} ({ $game }).
i18n-sample-nested = verschachtelt

# end of shared

## Engines: refused moves and options (src/games)

# end of engines

## Pictures: text drawn into boards (src/render)

picture-points = { $points } Pkt.
picture-ccc-last = Zuletzt: { $side } zog { $move }
picture-ccc-no-moves = Noch keine Züge. Weiß (white) steht unten.
picture-ccc-quiet = ruhige Halbzüge { $plies }/100
picture-ccc-text-last = zuletzt: { $side } { $move }
picture-cwc-extra-turn = Extrazug, { $extra }
picture-cwc-extra-turn-then = Extrazug, { $extra } (danach Kombo { $combos })
picture-cwc-last-word = Letztes Wort ({ $seat }): +{ $points } Punkte
picture-cwc-last-word-combo = Letztes Wort ({ $seat }): +{ $points } Punkte, Kombo { $combos }
picture-cwc-turns-left = Verbleibende Züge: red { $red }, black { $black }
picture-cwc-out-of-time = { $seat } hat keine Zeit mehr
picture-cwc-no-turn-limit = Keine Zugbegrenzung
picture-cwc-combo = Kombo { $combo }: { $requirement }
picture-cwc-needs-playable-word = jedes spielbare Wort
picture-cwc-needs-unused-word = jedes unbenutzte Wort der Seite
picture-cwc-needs-at-most = höchstens { $letters } Buchstaben
picture-cwc-needs-lengths = { $lengths } oder { $last } Buchstaben
picture-cwc-needs-length = { $letters } Buchstaben
picture-cwc-needs-no-length = keine Länge
picture-cwc-needs-letter = ein Wort, das mit { $letter } beginnt
picture-cwc-page-title = Seite von { $seat }
picture-cwc-page-legend = markiert: spielbar   gestrichen: benutzt   farbig: Kombo 4/5
picture-mega-string = Kette
picture-mega-game-over = Spiel vorbei
picture-mega-progress = Zug { $move } von { $length }
picture-mega-positions-used = benutzte Positionen
picture-mega-open-grids = offene Felder
picture-mega-rule-8 = Regel 8:
picture-mega-rule-8-used = benutzte Positionen
picture-mega-rule-8-allowed = erlaubt
picture-mega-grid = Feld { $grid }
picture-mega-text-big-markers = große Zeichen: { $markers }
picture-mega-text-none = keine
picture-mega-text-string = Kette: Zug { $move } von { $length }; offene Felder { $open }; benutzte Positionen { $used }
picture-mega-text-string-rule-8 = Kette: Zug { $move } von { $length }; offene Felder { $open }; benutzte Positionen { $used } (Regel 8: benutzte Positionen erlaubt)
picture-super-seven-box = Kasten { $box }
picture-super-seven-throw = Wurf
picture-super-seven-boxes-won = Gewonnene Kästen
picture-super-seven-turn = Runde
picture-super-seven-game-over = Spiel vorbei
picture-super-seven-takes = nimmt einen Stein
picture-super-seven-places = setzt einen Stein
picture-super-seven-no-move = kein Zug: Wurf
picture-super-seven-throw-count = { $throw } von { $max } für { $seat }
picture-super-seven-passed = { $seat } hat gepasst
picture-super-seven-to-roll = { $seat } würfelt
picture-super-seven-wins = { $seat } gewinnt
picture-super-seven-draw = Unentschieden
picture-super-seven-text-threw = { $seat } warf { $total }: setze auf eines von { $squares }
picture-super-seven-text-to-roll = { $seat } würfelt (Wurf { $throw } von { $max })
picture-twenty-sevens-board = Brett { $board } · { $level }
picture-twenty-sevens-bottom = unten
picture-twenty-sevens-middle = Mitte
picture-twenty-sevens-top = oben
picture-twenty-sevens-stack = Der Stapel in 3D
picture-replay-status = Wiederholung · { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }
# end of pictures

## Pickers: buttons and menus (src/input)

picker-ccc-pass = Passen (nichts anderes ist erlaubt)
picker-ccc-must-pass = Keine deiner Figuren kann handeln: du musst passen.
picker-ccc-actions = { $count ->
        [one] { $count } Aktion
       *[other] { $count } Aktionen
    }
picker-ccc-pick-piece-menu = Wähle eine Figur zum Ziehen oder Einsetzen…
picker-ccc-restore = Die Nice Flag wiederherstellen
picker-ccc-pick-piece = Wähle eine deiner Figuren.
picker-ccc-empty-square = leeres Feld
picker-ccc-flat = Flat
picker-ccc-flat-stack = Flat-Stapel
picker-ccc-constructed-pyramid = Gebaute Pyramide
picker-ccc-pyramid-stack = Pyramidenstapel
picker-ccc-laying-tall-stick = liegender Langer Stab
picker-ccc-laying-short-stick = liegender Kurzer Stab
picker-ccc-cube = Würfel
picker-ccc-small-pyramid = Kleine Pyramide
picker-ccc-medium-pyramid = Mittlere Pyramide
picker-ccc-large-pyramid = Große Pyramide
picker-ccc-ring = Ring
picker-ccc-tall-stick = Langer Stab
picker-ccc-short-stick = Kurzer Stab
picker-ccc-rectangle = Rechteck
picker-ccc-nice-flag = Nice Flag
picker-ccc-laying-stick = liegender Stab
picker-ccc-piece = Figur
picker-ccc-stack = { $piece } ({ $count })
picker-ccc-ring-power = Ring, { $power } Kraft
picker-ccc-unstack = Abstapeln { $direction }
picker-ccc-fall = Fallen { $direction }
picker-ccc-roll = Rollen { $direction }
picker-ccc-stand = Aufstellen auf { $square }
picker-ccc-build = 1 Kraft aufbauen
picker-ccc-hop-over = über den Flat auf { $square } springen
picker-ccc-move = ziehen
picker-ccc-attack = { $piece } von { $side } angreifen
picker-ccc-crush = deine { $piece } zerdrücken
picker-ccc-go-on-top = auf deine { $piece } setzen
picker-ccc-attack-own = deine eigene { $piece } angreifen
picker-ccc-join = zu deiner { $piece } stellen
picker-ccc-piece-on = { $piece } auf { $square }
picker-ccc-to-hop-on = nach { $square } … (weiterspringen?)
picker-ccc-to = nach { $square }
picker-ccc-act-menu = Ziehen oder Kraft einsetzen…
picker-ccc-cast-menu = Schilde wirken auf…
picker-ccc-pick-action = { $piece }: wähle eine Aktion.
picker-ccc-hop-prompt = Sprung von { $from } nach { $to }: dort anhalten oder weiterspringen?
picker-ccc-chain-menu = Wo endet die Sprungkette?
picker-ccc-stop-on = Auf { $square } anhalten
picker-ccc-hops = { $count ->
        [one] { $count } Sprung
       *[other] { $count } Sprünge
    }
picker-ccc-add-shields = { $count ->
        [one] +{ $count } Schild auf { $square }
       *[other] +{ $count } Schilde auf { $square }
    }
picker-ccc-cast = Wirken: { $move }
picker-ccc-cast-or-add-last = { $move }: wirken oder Schilde hinzufügen (Hinzufügen wirkt jetzt sofort).
picker-ccc-cast-or-add = { $move }: wirken oder weitere Schilde hinzufügen.
picker-ccc-add-menu = Schilde hinzufügen auf…
picker-cwc-points = +{ $points } Punkte
picker-cwc-combos = Kombo { $combos }
picker-cwc-no-capture = keine Eroberung, keine Kombo
picker-cwc-more = ({ $count } weitere: tippe sie mit /move)
picker-cwc-extra-turn = Extrazug ({ $extra })
picker-cwc-turn = { $seat } ist am Zug
picker-cwc-pass = Passen
picker-cwc-write = Ein Wort schreiben…
picker-cwc-write-or-pass = { $turn }: schreibe ein Wort von deiner Seite oder passe.
picker-cwc-nothing-fits = { $turn }: keines deiner Wörter passt gerade irgendwo, also passe.
picker-cwc-places = { $count ->
        [one] { $count } Stelle
       *[other] { $count } Stellen
    }
picker-cwc-which-word = { $turn }: welches Wort?
picker-cwc-word-menu = Wort
picker-cwc-where = Wohin kommt „{ $word }“? Feld des ersten Buchstabens.
picker-cwc-place-menu = Feld und Richtung
picker-mega-pick-grid-rule-8 = Wähle ein Feld (Regel 8: benutzte Positionen sind in diesem Zug erlaubt).
picker-mega-pick-grid = Wähle ein Feld: die in dieser Kette offenen sind wählbar.
picker-mega-pick-section = Feld { $grid }: wähle einen Abschnitt.
picker-super-seven-roll = Würfeln
picker-super-seven-throw = Wirf die Würfel.
picker-super-seven-box = Kasten { $box }
picker-super-seven-box-squares = Kasten { $box } · { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
picker-super-seven-pick-box = Du hast { $total } geworfen: wähle einen Kasten, dann das Feld zum Setzen (das Brett hebt sie hervor).
picker-super-seven-pick-box-take = Du hast { $total } geworfen: wähle einen Kasten, dann das Feld zum Nehmen (das Brett hebt sie hervor).
picker-super-seven-take = nimm { $square } · { $number }
picker-super-seven-pick-square = Kasten { $box }: wähle das Feld zum Setzen.
picker-super-seven-pick-square-take = Kasten { $box }: wähle das Feld zum Nehmen.
picker-twenty-sevens-full = { $square } voll
picker-twenty-sevens-pick = Wähle ein Feld; dein Stein fällt auf das unterste freie Brett.
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

