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

engine-not-a-move = `{ $input }` ist kein Zug: { $reason }
engine-game-over = die Partie ist vorbei
engine-chance-unresolved = über diese Aktion entscheidet der Zufall; der Host muss sie auflösen
engine-write-it-as = schreib es als `{ $move }`
engine-no-clock = dieses Spiel hat keine Uhr
engine-option-value = die Option `{ $key }` kann nicht `{ $value }` sein
engine-option-unknown = unbekannte Option `{ $key }` (bekannt: { $known })
engine-option-none = keine
engine-option-clock = die Option `clock` kann nicht `{ $value }` sein: schreib Minuten oder Minuten+Sekunden, die pro Zug dazukommen, z. B. `10+10` (1 bis { $max_minutes } Minuten, 0 bis { $max_seconds } Sekunden)
engine-no-such-square = dieses Feld gibt es nicht
engine-square-taken = { $square } ist besetzt
engine-27-full = { $square } ist voll: dort sind alle drei Bretter besetzt
engine-27-not-a-square = nenne ein Feld von a1 bis c3, etwa `b2`
engine-27-off-board = die Felder reichen von a1 bis c3
engine-mttt-grid-covered = { $square } liegt im Raster { $grid }, das vom großen Zeichen von { $seat } bedeckt ist: dort sind keine Züge mehr möglich
engine-mttt-grid-used = im Raster { $grid } wurde in dieser Kette schon gezogen; noch offene Raster: { $open }
engine-mttt-position-used = die Position { $position } ({ $cell }) eines Rasters wurde in dieser Kette schon benutzt; benutzte Positionen: { $used }
engine-mttt-position-bottom-left = unten links
engine-mttt-position-bottom = unten
engine-mttt-position-bottom-right = unten rechts
engine-mttt-position-left = links
engine-mttt-position-centre = Mitte
engine-mttt-position-right = rechts
engine-mttt-position-top-left = oben links
engine-mttt-position-top = oben
engine-mttt-position-top-right = oben rechts
engine-mttt-not-a-square = nenne ein Feld von a1 bis i9, etwa `e5`
engine-mttt-off-board = die Felder reichen von a1 bis i9 (Linien a–i, Reihen 1–9)
engine-s7-roll-unresolved = über ein einfaches `roll` entscheiden die Würfel: es muss zu einer Summe aufgelöst werden (`roll 2` … `roll 12`), bevor es gespielt wird
engine-s7-two-dice = zwei Würfel ergeben 2 bis 12
engine-s7-already-thrown = du hast schon { $total } gewürfelt: setz jetzt deinen Stein auf eines der markierten Felder
engine-s7-throw-first = würfle zuerst: `roll`
engine-s7-box-controlled = { $square } liegt in Kasten { $box }, den { $seat } beherrscht: dort darf niemand spielen
engine-s7-twelve-own = auf { $square } steht dein eigener Stein: mit einer 12 schlägst du einen Stein von { $opponent }
engine-s7-twelve-empty = { $square } ist leer: mit einer 12 schlägst du einen Stein von { $opponent }
engine-s7-seven = mit einer 7 darfst du auf ein Mittelfeld (*) oder irgendwo in Kasten 7 spielen; { $square } ist keins von beiden
engine-s7-centre = { $square } ist die Mitte (*) von Kasten { $box }: Mittelfelder brauchen eine 7 oder eine 2
engine-s7-numbered = mit einer { $total } darfst du auf ein Feld mit der Nummer { $total } oder auf ein nummeriertes Feld von Kasten { $total } spielen; { $square } ist Feld { $number } von Kasten { $box }
engine-s7-roll-syntax = zwei Würfel ergeben 2 bis 12, etwa `roll 7`
engine-s7-syntax = würfle mit `roll` und nenne dann ein Feld von a1 bis i9, etwa `e5`
engine-ccc-option-first = die Option `first` kann nicht `{ $value }` sein (white oder black)
engine-ccc-option-flag = die Option `flag` kann nicht `{ $value }` sein (v1 oder v2)
engine-ccc-piece-flat = Scheibe
engine-ccc-piece-cube = Würfel
engine-ccc-piece-small-pyramid = Kleine Pyramide
engine-ccc-piece-medium-pyramid = Mittlere Pyramide
engine-ccc-piece-large-pyramid = Große Pyramide
engine-ccc-piece-ring = Ring
engine-ccc-piece-tall-stick = Langer Stab
engine-ccc-piece-short-stick = Kurzer Stab
engine-ccc-piece-rectangle = Rechteck
engine-ccc-piece-nice-flag = Nette Flagge
engine-ccc-piece-laying-stick = liegender Stab
engine-ccc-unit-empty = leeres Feld
engine-ccc-unit-flat-stack = Scheibenstapel
engine-ccc-unit-constructed-pyramid = Gebaute Pyramide
engine-ccc-unit-pyramid-stack = Pyramidenstapel
engine-ccc-unit-laying-tall = liegender Langer Stab
engine-ccc-unit-laying-short = liegender Kurzer Stab
engine-ccc-unit-piece = Figur
engine-ccc-pass = du darfst nur passen, wenn keine Aktion erlaubt ist
engine-ccc-no-ring = auf { $square } steht kein Ring von dir
engine-ccc-ring-frozen = der Ring auf { $square } ist neben einer Netten Flagge eingefroren
engine-ccc-ring-power = der Ring hat nur { $power } Energie: eine Energie pro Schild
engine-ccc-shield-room = { $square } kann nur noch { $room ->
        [one] einen Schild
       *[other] { $room } Schilde
    } aufnehmen
engine-ccc-target-empty = { $square } ist leer
engine-ccc-target-not-yours = { $square } gehört dir nicht: Schilde kommen auf deine eigenen Figuren
engine-ccc-name-stick = nenne den liegenden Stab bei seinem benannten Feld { $square }
engine-ccc-stick-full = der Stab auf { $square } trägt schon so viele Schilde, wie er kann
engine-ccc-never-shields = { $piece }: nimmt nie Schilde
engine-ccc-piece-full = { $piece } auf { $square } trägt schon so viele Schilde, wie möglich
engine-ccc-flag-on-board = deine Nette Flagge steht noch auf dem Brett: nur eine zerstörte Flagge kann wiederhergestellt werden
engine-ccc-flag-home = das Startfeld der Flagge, { $square }, muss leer sein, um sie wiederherzustellen
engine-ccc-impossible = diese Aktion ist jetzt nicht möglich
engine-ccc-no-piece = auf { $square } steht keine Figur
engine-ccc-not-yours = die Figur auf { $square } gehört dir nicht
engine-ccc-frozen = { $piece } auf { $square } ist eingefroren: steht neben einer Netten Flagge
engine-ccc-name-stick-lowest = nenne den liegenden Stab bei seinem benannten Feld { $square } (seinem niedrigsten Feld)
engine-ccc-flag-first-turn = die Nette Flagge darf im ersten Zug der Partie nicht ziehen
engine-ccc-only-flat-hops = nur eine einzelne Scheibe kann springen
engine-ccc-own-cube = auf { $square } steht dein eigener Würfel: keine deiner Figuren darf dorthin
engine-ccc-hop = ein Sprung überspringt eine einzelne gegnerische Scheibe auf das leere Feld direkt dahinter (der erste Sprung nach Westen, Osten, vorwärts oder schräg vorwärts; danach in jede Richtung), nie zweimal über dasselbe Feld
engine-ccc-flat-join = eine Scheibe stellt sich nur auf deine eigene Scheibe oder deinen eigenen Scheibenstapel von höchstens 4; auf { $square } geht das nicht
engine-ccc-flat-step = eine Scheibe zieht ein Feld nach Westen, Osten, vorwärts oder schräg vorwärts
engine-ccc-flat-stack-step = ein Scheibenstapel zieht ein Feld vorwärts oder schräg vorwärts, auf ein leeres Feld, einen Gegner oder deine eigene einzelne Scheibe (höchstens 5 Scheiben)
engine-ccc-pyramid-slide = { $piece }: gleitet schräg über leere Felder und darf auf dem ersten besetzten Feld enden, aber nie auf deinem eigenen Würfel oder einer kleineren Pyramide
engine-ccc-pyramid-stack-step = ein Pyramidenstapel zieht ein Feld in jede Richtung, auf ein leeres Feld oder einen Gegner
engine-ccc-cube-move = ein Würfel zieht 1 bis 5 Felder in gerader orthogonaler Linie auf ein leeres Feld, nie über einen stehenden Stab oder eine Nette Flagge
engine-ccc-ring-slide = ein Ring gleitet orthogonal über leere Felder auf ein leeres Feld
engine-ccc-rectangle-step = ein Rechteck zieht ein Feld in jede Richtung
engine-ccc-flag-leap = eine Nette Flagge springt 3 Felder in eine Richtung und 2 im rechten Winkel (oder 2, dann 3), nur auf ein leeres Feld
engine-ccc-standing-step = ein stehender Stab zieht nicht: er kann fallen, z. B. `fall { $square } n`
engine-ccc-laying-step = ein liegender Stab zieht nicht: er kann rollen oder sich aufstellen
engine-ccc-flat-stack-unstack = ein Scheibenstapel wird nach Westen, Osten, vorwärts oder schräg vorwärts abgebaut
engine-ccc-pyramid-unstack = eine Gebaute Pyramide wird schräg abgebaut
engine-ccc-unstack-blocked = das Abbauen ({ $piece }, { $direction }) ist blockiert: eine Scheibe fällt nur dort ab, wo die noch gehaltenen Scheiben mindestens so hoch sind wie das Feld, und nichts fällt auf deinen eigenen Würfel (auch keine Pyramide auf deine eigene kleinere Pyramide)
engine-ccc-cannot-unstack = nur ein Scheibenstapel, eine Gebaute Pyramide oder ein Pyramidenstapel kann abgebaut werden
engine-ccc-fall-diagonal = ein Stab fällt nach Norden, Osten, Süden oder Westen
engine-ccc-fall-blocked = der Stab kann nicht in diese Richtung fallen: er muss ganz auf dem Brett liegen und nicht auf deinem eigenen Würfel
engine-ccc-only-standing-falls = nur ein stehender Langer oder Kurzer Stab kann fallen
engine-ccc-only-laying-moves = nur ein liegender Stab kann rollen oder sich aufstellen
engine-ccc-roll = ein liegender Stab rollt ein Feld seitwärts (quer zu seiner Länge), ganz auf dem Brett und nicht auf deinen eigenen Würfel
engine-ccc-stand = ein liegender Stab stellt sich auf dem leeren Feld direkt hinter einem seiner Enden auf
engine-ccc-ring-full = der Ring speichert schon 5 Energie
engine-ccc-only-ring-builds = nur ein Ring kann Energie aufbauen
engine-ccc-not-a-square = `{ $word }` ist kein Feld (a1 bis h10)
engine-ccc-not-a-direction = `{ $word }` ist keine Richtung (n, ne, e, se, s, sw, w oder nw)
engine-ccc-shield-none = nenne mindestens ein Feld, das einen Schild bekommt
engine-ccc-shield-many = ein Ring hält höchstens 5 Energie: höchstens 5 Schilde
engine-ccc-hop-long = eine Sprungkette besucht höchstens 17 Felder
engine-ccc-syntax = schreib `e3-e4`, eine Sprungkette `c3-e5-c7`, `unstack e4 n`, `fall c1 n`, `roll c2 e`, `stand c2 c5`, `build b1`, `shield b1 e2 f3`, `restore` oder `pass`
engine-cwc-out-of-time = { $seat } hat schon keine Zeit mehr
engine-cwc-no-start-word = die Seite von { $seat } hat kein Wort, das kurz genug ist, um auf einem { $width } Felder breiten Brett zu beginnen
engine-cwc-page-too-long = die Seite von { $seat } ist zu lang: { $chars } Zeichen (höchstens { $max })
engine-cwc-page-empty = die Seite von { $seat } ist leer
engine-cwc-page-rows = die Seite von { $seat } hat { $rows } Zeilen (höchstens { $max })
engine-cwc-page-no-word = die Seite von { $seat } hat kein spielbares Wort aus zwei oder mehr Buchstaben
engine-cwc-syntax = schreib das Wort, das Feld seines ersten Buchstabens und `across` oder `down`, etwa `garden e7 down`, oder `pass`
engine-cwc-letters-only = ein Wort besteht nur aus Buchstaben
engine-cwc-square-syntax = nenne das Feld des ersten Buchstabens mit einem Linienbuchstaben und einer Reihennummer, etwa `e7`
engine-cwc-direction = die Richtung ist `across` oder `down`
engine-cwc-word-too-long = dieses Wort hat { $letters } Buchstaben; kein Brett fasst ein Wort mit mehr als { $max }
engine-cwc-single-letter = einzelne Buchstaben können nie gespielt werden: ein Wort braucht zwei oder mehr Buchstaben
engine-cwc-not-on-page = „{ $word }“ steht nicht auf deiner Seite
engine-cwc-used = „{ $word }“ wurde schon benutzt
engine-cwc-not-playable = „{ $word }“ ist in keiner Zeile das spielbare Wort: jede Zeile bietet nur ihr erstes unbenutztes Wort aus zwei oder mehr Buchstaben
engine-cwc-extra-only = dieser Extrazug (Kombo { $combo }) erlaubt nur { $requirement }
engine-cwc-need-any-playable = irgendein spielbares Wort
engine-cwc-need-any-unused = irgendein unbenutztes Wort der Seite
engine-cwc-need-at-most = höchstens { $max } Buchstaben
engine-cwc-need-lengths = { $lengths } Buchstaben
engine-cwc-lengths-none = keine
engine-cwc-lengths-or = { $init } oder { $last }
engine-cwc-need-start = ein Wort, das mit { $letter } beginnt
engine-cwc-off-board = „{ $word }“ ab { $square } { $direction } passt nicht aufs Brett
engine-cwc-captured = { $square } ist erobert: kein Wort darf eine erobertes Feld betreten
engine-cwc-clash = auf { $square } steht schon { $letter }
engine-cwc-no-own = das Wort muss einen deiner eigenen Buchstaben kreuzen
engine-cwc-nothing-new = das Wort muss mindestens einen neuen Buchstaben hinzufügen
engine-cwc-touches-letter = der neue Buchstabe auf { $square } würde den Buchstaben von { $seat } auf { $other } berühren; nur ein Wort, das einen gegnerischen Buchstaben kreuzt, darf sie berühren
engine-cwc-touches-captured = der neue Buchstabe auf { $square } würde die erobertes Feld von { $seat } auf { $other } berühren; nur ein Wort, das einen gegnerischen Buchstaben kreuzt, darf sie berühren
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

