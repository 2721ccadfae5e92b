### boardbot — Deutsch
### Messages are grouped by where the code uses them. Keep ids in the same order in every file.

## Engines: refused moves and options (src/games)

engine-not-a-move = `{ $input }` ist kein Zug: { $reason }
engine-game-over = die Partie ist vorbei
engine-chance-unresolved = über diese Aktion entscheidet der Zufall; der Host muss sie auflösen
engine-write-it-as = schreib es als `{ $move }`
engine-clock-not-running = nur die Uhr des Spielers am Zug läuft
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
engine-mttt-grid-used = im Raster { $grid } wurde in diesem Durchgang schon gezogen; noch offene Raster: { $open }
engine-mttt-position-used = die Position { $position } ({ $cell }) eines Rasters wurde in diesem Durchgang schon benutzt; benutzte Positionen: { $used }
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
engine-s7-box-controlled = { $square } liegt in Block { $box }, den { $seat } beherrscht: dort darf niemand spielen
engine-s7-twelve-own = auf { $square } steht dein eigener Stein: mit einer 12 schlägst du einen Stein von { $opponent }
engine-s7-twelve-empty = { $square } ist leer: mit einer 12 schlägst du einen Stein von { $opponent }
engine-s7-seven = mit einer 7 darfst du auf ein Mittelfeld (*) oder irgendwo in Block 7 spielen; { $square } ist keins von beiden
engine-s7-centre = { $square } ist die Mitte (*) von Block { $box }: Mittelfelder brauchen eine 7 oder eine 2
engine-s7-numbered = mit einer { $total } darfst du auf ein Feld mit der Nummer { $total } oder auf ein nummeriertes Feld von Block { $total } spielen; { $square } ist Feld { $number } von Block { $box }
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
picture-mega-string = Durchgang
picture-mega-game-over = Spiel vorbei
picture-mega-progress = Zug { $move } von { $length }
picture-mega-positions-used = benutzte Positionen
picture-mega-open-grids = offene Raster
picture-mega-rule-8 = Regel 8:
picture-mega-rule-8-used = benutzte Positionen
picture-mega-rule-8-allowed = erlaubt
picture-mega-grid = Raster { $grid }
picture-mega-text-big-markers = große Zeichen: { $markers }
picture-mega-text-none = keine
picture-mega-text-string = Durchgang: Zug { $move } von { $length }; offene Raster { $open }; benutzte Positionen { $used }
picture-mega-text-string-rule-8 = Durchgang: Zug { $move } von { $length }; offene Raster { $open }; benutzte Positionen { $used } (Regel 8: benutzte Positionen erlaubt)
picture-super-seven-box = Block { $box }
picture-super-seven-throw = Wurf
picture-super-seven-boxes-won = Gewonnene Blöcke
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
picture-replay-ply = Halbzug { $ply } von { $plies } · { $move }
picture-replay-status = Wiederholung · { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }
analysis-chart-title = Partie { $game } · { $kind } · Analyse der KI
analysis-chart-axis-plies = Halbzug
analysis-chart-axis-chance = Gewinnchance von { $name }
analysis-percent = { $value } %
analysis-chart-footer = { $status } · Ringe: Ungenauigkeit, Fehler, grober Fehler
# end of pictures

## Alt text: boards in words for screen readers (src/games/describe.rs, src/host/views.rs)

describe-empty = leer
describe-held = { $seat } auf { $cells }
describe-part = { $part }: { $content }
describe-grid = Raster { $grid }
describe-grid-won = Raster { $grid }, gewonnen von { $seat }
describe-open-grids = offen für den nächsten Zug: Raster { $grids }
describe-box = Block { $number }
describe-box-held = Block { $number }, beherrscht von { $seat }
describe-throw = { $seat } hat { $total } gewürfelt
describe-side = { $seat }
describe-row = Reihe { $row }
alt-board = Brett von { $game }. { $status }.
alt-last-move = Letzter Zug: { $move }.
alt-score = Punkte: { $first } { $first-points }, { $second } { $second-points }.
alt-position = Stellung: { $position }.
alt-page = Deine Seite, spielbare Wörter: { $words }.
alt-analysis-chart = Diagramm der Gewinnchance von { $first } über { $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }, wie die KI sie einschätzt: { $start } am Anfang, am niedrigsten { $low } nach Halbzug { $low-ply }, am höchsten { $high } nach Halbzug { $high-ply }, { $end } am Ende. { $status }.
alt-analysis-chart-no-moves = Diagramm der Gewinnchance von { $first }, wie die KI sie einschätzt: { $start }; es wurde kein Zug gespielt. { $status }.
alt-analysis-rings = Ringe markieren die teuren Züge: { $tallies }.
alt-analysis-tally = { $name }: { $inaccuracies ->
        [one] 1 Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes } Fehler, { $blunders ->
        [one] 1 grober Fehler
       *[other] { $blunders } grobe Fehler
    }
alt-replay = Wiederholung von { $game }, { $plies ->
    [one] 1 Halbzug
   *[other] { $plies } Halbzüge
}. Am Ende: { $board }

## Pickers: buttons and menus (src/input)

picker-ccc-pass = Passen (nichts anderes ist erlaubt)
picker-ccc-must-pass = Keine deiner Figuren kann handeln: du musst passen.
picker-ccc-actions = { $count ->
        [one] { $count } Aktion
       *[other] { $count } Aktionen
    }
picker-ccc-pick-piece-menu = Wähle eine Figur zum Ziehen oder Einsetzen…
picker-ccc-restore = Die Nette Flagge wiederherstellen
picker-ccc-pick-piece = Wähle eine deiner Figuren.
picker-ccc-stack = { $piece } ({ $count })
picker-ccc-ring-power = Ring, { $power } Kraft
picker-ccc-unstack = Abstapeln { $direction }
picker-ccc-fall = Fallen { $direction }
picker-ccc-roll = Rollen { $direction }
picker-ccc-stand = Aufstellen auf { $square }
picker-ccc-build = 1 Kraft aufbauen
picker-ccc-hop-over = über die Scheibe auf { $square } springen
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
picker-mega-pick-grid-rule-8 = Wähle ein Raster (Regel 8: benutzte Positionen sind in diesem Zug erlaubt).
picker-mega-pick-grid = Wähle ein Raster: die in diesem Durchgang offenen sind wählbar.
picker-mega-pick-section = Raster { $grid }: wähle einen Abschnitt.
picker-super-seven-roll = Würfeln
picker-super-seven-throw = Wirf die Würfel.
picker-super-seven-box = Block { $box }
picker-super-seven-box-squares = Block { $box } · { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }
picker-super-seven-pick-box = Du hast { $total } geworfen: wähle einen Block, dann das Feld zum Setzen (das Brett hebt sie hervor).
picker-super-seven-pick-box-take = Du hast { $total } geworfen: wähle einen Block, dann das Feld zum Nehmen (das Brett hebt sie hervor).
picker-super-seven-take = nimm { $square } · { $number }
picker-super-seven-pick-square = Block { $box }: wähle das Feld zum Setzen.
picker-super-seven-pick-square-take = Block { $box }: wähle das Feld zum Nehmen.
picker-twenty-sevens-full = { $square } voll
picker-twenty-sevens-pick = Wähle ein Feld; dein Stein fällt auf das unterste freie Brett.
# end of pickers

## Commands: names, descriptions, options, choices (src/discord/commands.rs)

cmd-play = Fordere jemanden in diesem Kanal zu einer Partie heraus oder übe gegen die KI.
cmd-play-game = Welches Spiel
cmd-play-opponent = Gegen wen du spielen willst (oder mich, den Bot, für die KI)
cmd-play-ai = Spiel auf dieser Stufe gegen die KI statt gegen einen Menschen
cmd-play-ai-easy = leicht
cmd-play-ai-medium = mittel
cmd-play-ai-hard = schwer
cmd-play-options = Spieloptionen als Schlüssel=Wert, z. B. diamond=1 oder clock=10+10 (siehe /rules)
cmd-play-rated = Ob die Partie gewertet wird (Standard: ja; KI-Partien je nach Servereinstellung)
cmd-play-time = Zeit pro Zug, 5m bis 14d (z. B. 30m, 2h, 3d), oder eine Uhr wie 10+5 (Standard: die des Servers)
cmd-move = Mach einen Zug in der Partie dieses Kanals.
cmd-move-move = Dein Zug, z. B. b2 (tipp los, um die erlaubten Züge zu sehen)
cmd-move-compliment = Die Nette Flagge in CCC: ein Kompliment an deinen Gegner
cmd-board = Zeig die Partie dieses Kanals noch einmal.
cmd-board-text = Privat, als Text, wie das Terminal es zeigt (für Screenreader)
cmd-page = Sieh dir privat deine eigene Seite an (Cross Words Combat).
cmd-hint = Übungspartien gegen die KI: Lass dir einen Zug vorschlagen.
cmd-resign = Gib die Partie dieses Kanals auf.
cmd-draw = Biete ein Remis an oder nimm das Angebot deines Gegners an.
cmd-takeback = Nimm deinen letzten Zug zurück: gleich danach, oder am Zug samt Antwort (die KI stimmt immer zu)
cmd-rules = Wie ein Spiel gespielt wird.
cmd-rules-game = Welches Spiel
cmd-leaderboard = Die besten Spieler dieses Servers in einem Spiel.
cmd-leaderboard-scope = Die Wertungen dieses Servers oder die boardbot-weiten (Direktnachrichten und teilende Server)
cmd-leaderboard-scope-server = dieser Server
cmd-leaderboard-scope-everywhere = überall
cmd-leaderboard-game = Welches Spiel
cmd-leaderboard-me = Die Seite der Bestenliste öffnen, auf der du stehst
cmd-games = Alle Partien, die auf diesem Server laufen, mit Links zu ihren Kanälen.
cmd-games-mine = Stattdessen deine eigenen Partien auf allen Servern und in DMs zeigen, deine Züge zuerst.
cmd-stats = Wertungen und Ergebnisse eines Spielers auf diesem Server.
cmd-stats-user = Wessen Statistik (deine, wenn leer)
cmd-abort = Moderatoren: Partie oder Herausforderung dieses Kanals beenden (ohne Ergebnis und Wertung).
cmd-settings = Moderatoren: Einstellungen dieses Servers zeigen oder ändern.
cmd-settings-turn-timer = Zeit pro Zug für neue Partien, z. B. 30m, 24h, 3d
cmd-settings-rate-ai-games = Ob Partien gegen die KI gewertet werden
cmd-settings-challenge-cooldown = Wie lange jemand nach einer Ablehnung warten muss, bis er wieder herausfordern darf, z. B. 10m
cmd-settings-threads = Ob jede angenommene Herausforderung einen Thread für ihre Partie öffnet
cmd-settings-public-pages = Ob dieser Server öffentliche Webseiten hat: Ranglisten und beendete Partien
cmd-settings-palette = Farben der Seiten auf den Brettern dieses Servers
cmd-settings-rated-takebacks = Ob Spieler in gewerteten Partien Züge zurücknehmen dürfen (in Turnieren nie)
cmd-settings-everywhere = Ob die gewerteten Partien dieses Servers auch in der boardbot-weiten Bestenliste zählen
cmd-settings-palette-classic = klassisch (Rot und Blau)
cmd-settings-palette-colour-blind = farbenblind-sicher (Zinnoberrot und Blau)
cmd-blocks = Wen du hier blockiert hast, damit er dich nicht herausfordert; heb eine Blockierung auf.
cmd-blocks-unblock = Lass diese Person dich wieder herausfordern
cmd-challenges = Nimm auf diesem Server Herausforderungen an oder stopp sie alle.
cmd-challenges-accept = false: Niemand kann dich hier herausfordern; true: Herausforderungen sind wieder willkommen
cmd-history = Die zuletzt beendeten Partien eines Spielers auf diesem Server, neueste zuerst.
cmd-history-user = Wessen Partien (deine, wenn leer)
cmd-history-game = Nur dieses Spiel
cmd-replay = Eine Partie als animiertes GIF abspielen, mit ihren Zügen und wie man sie prüft.
cmd-replay-number = Die Nummer der Partie (siehe /history)
cmd-analyze = Die Analyse einer beendeten Partie durch die KI: Gewinnchancen und die teuersten Züge.
cmd-analyze-number = Die Nummer der Partie (siehe /history)
cmd-help = Wie du eine Partie startest und was jeder Befehl tut.
cmd-preferences = Deine Einstellungen: Farben deiner Bilder, Bestätigung für Brett-Knöpfe, Erinnerungen und DMs.
cmd-preferences-palette = Farben der Seiten auf Bildern nur für dich (deine Seite, Analysen, laufende Replays)
cmd-preferences-palette-classic = klassisch (Rot und Blau)
cmd-preferences-palette-colour-blind = farbenblind-sicher (Zinnoberrot und Blau)
cmd-preferences-confirm = Einen Zug über die Knöpfe des Bretts erst zeigen, mit Bestätigen und Abbrechen
help-title = So spielst du mit boardbot
help-start = Starte eine Partie mit `/play`: Wähl ein Spiel (`game`) und einen Gegner (`opponent`), der mit dem Knopf unter deiner Herausforderung annimmt, oder eine KI-Stufe (`ai`), um sofort gegen den Bot zu spielen.
    Ziehe mit `/move` (tipp los, um die erlaubten Züge zu sehen) oder mit den Knöpfen unter dem Brett. `/rules` erklärt jedes Spiel.
help-commands = **Befehle**
help-command = `/{ $command }` — { $description }
help-anywhere = **Überall**: Füge boardbot deinem Konto hinzu und spiel in jeder Direktnachricht, Gruppennachricht oder auf jedem Server, der externe Apps erlaubt; dein Gegenüber muss nichts installieren und spielt mit den Knöpfen. Partien außerhalb von Servern zählen in einer gemeinsamen boardbot-Wertung (`/leaderboard` dort). Wo der Bot kein Mitglied ist, kann er nur antworten: Eine Partie, die auf Zeit endet, zeigt ihr Ergebnis beim nächsten Klick oder Befehl, und eine Zugerinnerung kommt als Direktnachricht vom Bot (wenn du solche annimmst). Turniere und Threads brauchen einen Server, der den Bot eingeladen hat.
help-privacy = **Deine Daten**: Um Spiele auszurichten und Ranglisten zu führen, speichert der Bot deine Partien mit ihren Zügen, deine Wertungen und ihren Verlauf, deine Turnieranmeldungen und deine Herausforderungs-Einstellungen, solange er die Spiele dieses Servers ausrichtet. `/privacy export` schickt dir alles als Datei, die nur du siehst; `/privacy delete` löscht dich (deine Gegner behalten ihre Partien, mit dir als anonymem Spieler).
cmd-privacy = Deine Daten: was der Bot über dich speichert
cmd-privacy-export = Alles, was der Bot über dich speichert, als JSON-Datei, die nur du siehst
privacy-export-ready = Hier ist alles, was boardbot über dich speichert: deine Partien mit ihren Zügen, Wertungen und ihr Verlauf, Turnieranmeldungen und Herausforderungs-Einstellungen (JSON; das Format beschreibt die README).
cmd-privacy-delete = Alles löschen, was der Bot über dich speichert (er fragt vorher nach)
privacy-delete-confirm = Damit wirst du überall aus boardbot gelöscht: Laufende Partien gibst du auf; in beendeten Partien und Turnieren wirst du zu einem anonymen Spieler, damit deine Gegner ihren Verlauf und ihre Wertungen behalten; deine Wertungen, ihr Verlauf, deine Einstellungen und deine Herausforderungs-Einstellungen werden entfernt. Das lässt sich nicht rückgängig machen. Alles löschen?
privacy-delete-yes = Alles löschen
privacy-delete-no = Meine Daten behalten
privacy-delete-kept = Es wurde nichts gelöscht.
privacy-deleting = Wird gelöscht …
privacy-deleted = Erledigt. In deinen Partien steht jetzt { $name } an deiner Stelle, und sonst wird nichts über dich gespeichert. Wenn du wieder spielst, fängst du neu an.
privacy-not-yours = Nur wer gefragt hat, kann das beantworten.
# end of commands

## Host: refusals and views (src/host)

duration-seconds = { $n ->
        [one] { $n } Sekunde
       *[other] { $n } Sekunden
    }
duration-minutes = { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }
duration-hours = { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
duration-days = { $n ->
        [one] { $n } Tag
       *[other] { $n } Tage
    }
host-cannot-set-up = Diese Partie lässt sich so nicht einrichten: { $why }.
host-hints-practice-only = Tipps gibt es nur in ungewerteten Übungspartien gegen die KI.
host-no-hint = Gerade gibt es keinen Zug, den ich vorschlagen könnte.
host-unknown-game-number = Eine Partie Nummer { $game } kenne ich auf diesem Server nicht. /history listet die Nummern beendeter Partien.
host-replay-never-started = Partie { $game } hat nie begonnen: Es war eine Herausforderung ohne Züge, die man wiederholen könnte.
host-replay-still-playing = Partie { $game } läuft noch: Bis sie endet, können nur ihre beiden Spieler sie wiederholen. Danach können es alle.
host-analysis-not-finished = Partie { $game } läuft noch: Analysieren lässt sie sich, sobald sie vorbei ist. Bis dahin würde eine Analyse einem Spieler die Geheimnisse des Gegners oder die kommenden Würfe zeigen.
host-challenge-yourself = Du kannst dich nicht selbst herausfordern. Such dir einen anderen Spieler auf diesem Server aus.
host-challenge-bot = Bots können keine Herausforderungen annehmen. Fordere einen Menschen auf diesem Server heraus.
host-challenge-answered = Diese Herausforderung wurde bereits beantwortet.
host-only-challenged-accepts = Nur { $name } kann diese Herausforderung annehmen.
host-challenge-expired = Diese Herausforderung ist abgelaufen. Starte mit /play eine neue.
host-only-players-answer = Nur die beiden Spieler können auf diese Herausforderung antworten.
host-not-accepted-yet = Die Herausforderung hier wurde noch nicht angenommen.
host-bot-throws-dice = Die Würfel wirft der Bot: Spiel `roll`, und er ermittelt deinen Wurf fair.
host-compliment-needed = Die Nette Flagge zieht nur mit einem Kompliment an deinen Gegner: Nutze /move mit der Option `compliment` (im Terminal: `ZUG | dein Kompliment`).
host-compliment-too-long = Bitte halte das Kompliment unter { $max } Zeichen.
host-game-over = Diese Partie ist vorbei.
host-not-playing = Du spielst in dieser Partie nicht mit.
host-draw-already-offered = Du hast schon ein Unentschieden angeboten; dein Gegner kann es mit /draw annehmen.
host-takeback-nothing = Es gibt noch keinen Zug von dir zum Zurücknehmen.
host-takeback-dice-passed = Deinen letzten Zug haben die Würfel ausfallen lassen, also gibt es keinen Zug von dir zum Zurücknehmen.
host-takeback-time-out = Eine Zeitüberschreitung kann nicht zurückgenommen werden.
host-takeback-already-asked = Du hast schon gefragt; dein Gegner kann unter deiner Bitte annehmen oder ablehnen.
host-takeback-pending = { $name } bittet um eine Rücknahme: Nimm sie zuerst unter der Bitte an oder lehne sie ab.
host-takeback-replied = { $name } hat schon mit dem eigenen Zug begonnen: Sobald du am Zug bist, nimmt /takeback deinen Zug samt der Antwort zurück.
host-takeback-lapsed = Diese Bitte ist hinfällig: Die Partie ist seitdem weitergegangen (oder vorbei).
host-takeback-answered = Auf diese Bitte wurde schon geantwortet.
host-takeback-own-request = Das ist deine eigene Bitte: Dein Gegner beantwortet sie.
host-takeback-tournament = In Turnierpartien kann nichts zurückgenommen werden.
host-takeback-rated = Dieser Server erlaubt keine Rücknahmen in gewerteten Partien (Moderatoren können das in /settings ändern). Ungewertete Partien und Partien gegen die KI erlauben sie.
host-nothing-private = Diese Partie hat nichts Privates zu zeigen: Alles steht auf dem Brett.
host-abort-moderators-only = Nur Moderatoren (Mitglieder mit der Berechtigung „Server verwalten“) können eine Partie abbrechen.
host-turn-timer-range = Der Zug-Timer muss zwischen 1 Minute und 30 Tagen liegen.
host-play-time-range = Die Zeit pro Zug muss zwischen { $min } und { $max } liegen.
host-game-gone = Diese Partie gibt es nicht mehr.
host-not-your-turn = Du bist nicht am Zug: { $name } ist dran.
host-the-game-is-over = Die Partie ist vorbei.
host-no-dms = Das geht nur auf einem Server.
host-history-own-outside-servers = Außerhalb von Servern siehst du nur deinen eigenen Verlauf.
host-settings-moderators-only = Nur Moderatoren (Mitglieder mit der Berechtigung „Server verwalten“) können Einstellungen ändern.
host-option-belongs-to-opponent = Die Option `{ $key }` wählt dein Gegner, nicht du. Lass sie weg; er kann sie selbst setzen, wenn er dich herausfordert.
host-settings-need-server = Einstellungen gehören zu einem Server; nutze diesen Befehl dort.
host-channel-busy = In diesem Kanal läuft schon eine Partie oder Herausforderung. Bring sie erst zu Ende oder starte einen Thread für eine zweite Partie.
host-no-game-here = In diesem Kanal läuft keine Partie. Starte eine mit /play.
host-stale-board = Dieses Brett ist veraltet: Die Partie ist schon weiter. Mit /board siehst du das aktuelle.
host-not-a-move = `{ $input }` ist hier kein Zug: { $reason }.
host-illegal-move = `{ $input }` ist nicht erlaubt: { $reason }.
host-cooldown = { $name } hat deine letzte Herausforderung abgelehnt. In { $wait } kannst du { $name } wieder herausfordern.
host-too-many-challenges = Du hast auf diesem Server schon { $max } Herausforderungen, die auf Antwort warten. Schick die nächste, sobald eine beantwortet oder abgelaufen ist (oder zieh eine mit ihrem Ablehnen-Knopf zurück).
host-own-challenge-block = Das ist deine eigene Herausforderung: Zum Zurückziehen nimm „Ablehnen“.
host-only-challenged-blocks = Nur { $name } kann diese Herausforderung ablehnen und blockieren.
host-not-blocked = Dieser Spieler ist nicht blockiert, da gibt es nichts aufzuheben. /blocks listet deine Blockierungen.
host-cooldown-range = Die Wartezeit nach Ablehnungen muss zwischen 0 (keine) und 30 Tagen liegen.
host-not-taking-challenges = { $name } nimmt gerade keine Herausforderungen an, deine kann also nicht gesendet werden. Versuch es bei jemand anderem oder übe gegen die KI.
host-blocks-need-server = Blockierungen und Herausforderungs-Einstellungen gehören zu einem Server; nutze diesen Befehl in einem seiner Kanäle.
host-rematch-finished-only = Nur eine beendete Partie kann neu gespielt werden.
host-rematch-players-only = Nur die beiden Spieler dieser Partie können eine Revanche verlangen.
host-rematch-lapsed = Diese Revanche ist verfallen: Inzwischen hat in diesem Kanal eine andere Partie begonnen. Starte eine neue mit /play.
view-challenge = { $challenger } fordert { $challenged } zu einer Partie { $game } heraus ({ $terms }). { $challenged }, spielst du mit?
view-challenge-declined = Die Herausforderung zu { $game } wurde abgelehnt.
view-challenge-expired = Die Herausforderung zu { $game } an { $challenged } ist unbeantwortet abgelaufen.
view-challenge-withdrawn = Die Herausforderung zu { $game } wurde von einem Moderator zurückgezogen.
view-challenge-accepted = { $challenged } hat die Herausforderung zu { $game } angenommen.
view-dice-seed = Würfel-Seed: `{ $seed }` (sein SHA-256 ist `{ $commitment }`). Prüf jeden Wurf mit einem beliebigen SHA-256-Werkzeug oder gib die Züge dieser Partie mit einfachen `roll`-Zeilen an `boardbot referee { $game } --seed { $seed }`.
view-dice-commitment = Würfel-Zusage (SHA-256 des geheimen Seeds): `{ $commitment }`. Der Seed wird am Ende der Partie enthüllt.
view-terms-rated = gewertet
view-terms-casual = ungewertet
view-terms-per-move = { $duration } pro Zug
view-terms-own-option = { $key }: eigene Wahl
view-seat = { $name } ({ $seat })
view-to-move = { $who } ist am Zug
view-to-move-draw-offer = { $who } ist am Zug · { $offerer } bietet ein Unentschieden an
view-game-over = Partie vorbei
view-wins = { $who } gewinnt
view-wins-score = { $who } gewinnt, { $first }–{ $second }
view-resigned = { $loser } hat aufgegeben · { $who } gewinnt
view-out-of-time = { $loser } hat die Zeit überschritten · { $who } gewinnt
view-draw-agreed = Unentschieden vereinbart
view-draw-agreed-score = Unentschieden vereinbart, { $first }–{ $second }
view-draw = Unentschieden
view-draw-score = Unentschieden, { $first }–{ $second }
view-aborted-moderator = Von einem Moderator abgebrochen · kein Ergebnis
view-aborted-vanished = Abgebrochen: Kanal oder Server gibt es nicht mehr · kein Ergebnis
view-aborted-resigned-early = Abgebrochen: Jemand hat aufgegeben, bevor beide gezogen hatten · kein Ergebnis
view-aborted-slow-start = Abgebrochen: Die ersten Züge kamen nicht rechtzeitig · kein Ergebnis
view-aborted-early = Abgebrochen, bevor beide gezogen hatten · kein Ergebnis
view-game-status = Partie: { $status }
view-clocks = Uhren: { $list }
view-clock-out = { $name } ohne Zeit
view-clock = { $name } { $time }
view-status-with-clocks = { $status } · { $clocks }
replay-file-header = Partie { $game } · { $kind } · { $first } ({ $first-seat }) gegen { $second } ({ $second-seat })
    { $status }
    { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }
thread-name = { $first } gegen { $second } · { $game }
ai-name = boardbot ({ $level })
ai-compliment-1 = Deine Steine stehen wirklich geschmackvoll.
ai-compliment-2 = Ich bewundere, wie ruhig du spielst.
ai-compliment-3 = Das war ein schöner Zug von dir.
ai-compliment-4 = Gegen dich zu spielen ist eine Freude.
# end of host

## Discord replies, embeds and buttons (src/discord)

board-title = { $game } · { $first } gegen { $second }
board-turn-ends = Zug endet { $when }
board-score = Stand
board-recent-moves = Letzte Züge
board-move-number = Zug
board-fair-dice = Faire Würfel
board-your-move = { $mention }, du bist am Zug.
board-game-over = Partie vorbei: { $status }
board-compliment = 💐 { $from } an { $to }: „{ $compliment }“
button-rematch = Revanche
button-accept-draw = Remis annehmen
button-offer-draw = Remis anbieten
button-resign = Aufgeben
button-your-page = Deine Seite
button-takeback = Zurücknehmen
button-play-in-discord = In Discord spielen
cmd-launch-description = Das Live-Brett in Discord öffnen und dort spielen
button-takeback-accept = Rücknahme annehmen
button-takeback-decline = Ablehnen
button-accept = Annehmen
button-decline = Ablehnen
button-decline-block = Ablehnen und blockieren
button-previous = ◀ Zurück
button-next = Weiter ▶
button-replay = Wiederholung
challenge-lapses = Die Herausforderung verfällt { $when }.
reminder = { $mention }, zur Erinnerung: Dein Zug in { $game } endet { $when }. Mit /board siehst du die Partie.
reminder-dm = Dein Zug in { $game } endet { $when }. Spiel ihn dort, wo die Partie läuft: mit einem Knopf auf ihrem letzten Brett oder mit /board dort.
leaderboard-empty = Noch keine gewerteten Partien. Sei die erste Person: /play
leaderboard-row = **{ $rank }.** { $name } — { $rating } ({ $wins }S { $losses }N { $draws }U)
games-none = Hier wird gerade nicht gespielt. Starte eine Partie mit /play.
games-waiting = wartet darauf, dass { $name } annimmt
games-to-move = { $name } ist am Zug
games-finishing = endet gerade
games-paused = pausiert: seine Regeldatei ist gescheitert; wartet auf die korrigierte Fassung seines Designers
games-lapses = {" "}· verfällt { $when }
games-turn-ends = {" "}· Zug endet { $when }
games-row = **{ $game }** #{ $number } · { $first } gegen { $second } · { $state }{ $until } · { $channel }
games-title = Laufende Partien auf diesem Server ({ $count })
games-page = Seite { $page } von { $pages }
games-mine-title = Deine Partien ({ $count }) · du bist am Zug in { $mine }
games-mine-none = Du spielst gerade keine Partie. Starte eine mit /play.
games-mine-your-turn = **Du bist am Zug**
games-mine-their-turn = **Dein Gegenüber ist am Zug**
games-mine-row = **{ $game }** gegen { $opponent } · { $where } · { $until } · [Brett]({ $link }){ $live }
games-mine-turn-ends = Zug endet { $when }
games-mine-no-limit = ohne Zeitlimit
games-mine-paused = pausiert: seine Regeldatei ist gescheitert; keine Zeit läuft, bis die korrigierte Fassung seines Designers kommt
games-mine-live = {" "}· [Live-Brett]({ $url })
games-mine-other-server = ein anderer Server
games-mine-bot-dm = DM mit dem Bot
games-mine-private-chat = Gruppen-DM oder DM
rematch-offer = { $name } bietet eine Revanche an. { $mention }, klick auf „Revanche“, um mit getauschten Plätzen noch mal zu spielen (das Angebot verfällt { $when }).
apology = Entschuldigung, bei uns ist etwas schiefgelaufen. Es wurde nichts verändert; bitte versuch es gleich noch einmal.
answer-failed = Entschuldigung, ich konnte nicht richtig antworten. Mit /board siehst du, wie die Partie steht.
bad-options = Ich konnte die Optionen dieses Befehls nicht lesen. Bitte wähl sie aus der Liste.
perm-view-channel = Kanal ansehen
perm-send-messages = Nachrichten senden
perm-send-messages-in-threads = Nachrichten in Threads senden
perm-embed-links = Links einbetten
perm-attach-files = Dateien anhängen
play-missing-permission = In diesem Kanal kann ich keine Partie ausrichten: Mir fehlt hier die Berechtigung „{ $permission }“. Bitte jemanden, der den Server verwaltet, sie zu erteilen, oder spiel in einem anderen Kanal.
play-answers-forced-private = Dieser Server erlaubt dir hier keine externen Apps, also wäre jede meiner Antworten privat: eine Partie, die sonst niemand sehen könnte. Bitte den Server, „Externe Apps verwenden“ zu erlauben, oder spiel in einer Direkt- oder Gruppennachricht.
play-bot-dm-needs-ai = Diese Direktnachricht mit mir sieht sonst niemand. Hier kannst du gegen mich spielen (`ai`); um jemanden herauszufordern, nutze `/play` in einer Gruppennachricht, in deiner Direktnachricht mit der Person oder auf einem Server.
play-bad-option-pair = Ich konnte die Optionen nicht lesen: `{ $pair }` sollte wie Schlüssel=Wert aussehen.
play-bad-time = Die Zeit `{ $time }` verstehe ich nicht: gib eine Zeit pro Zug wie `30m`, `2h` oder `3d` an, oder eine Uhr wie `10+5` (Minuten + Sekunden, die jeder Zug dazugibt).
play-time-not-for-teams = In einer Teampartie dauert jeder Zug so lange wie ihre `vote_time`, daher gilt `time` nicht für Teampartien.
play-pick-opponent = Wähl einen Gegner oder eine `ai`-Stufe, um gegen den Bot zu üben.
page-yours = Deine Seite:
hint-try = Versuch es mit `{ $move }`.
leaderboard-title = Bestenliste: { $game }
leaderboard-title-everywhere = Bestenliste: { $game } — überall
leaderboard-unranked = Du hast auf diesem Server noch keine gewerteten Partien { $game } gespielt und stehst daher nicht in der Bestenliste.
leaderboard-you = Du: { $rank }
# A player's place on a leaderboard (/stats, /leaderboard me:True); the numbers come with their digits grouped.
rank = Platz { $place } von { $players }
# What groups the digits of large numbers in threes (1,234 / 1.234).
digit-group-separator = .
stats-none = { $name } hat hier noch keine gewerteten Partien.
stats-row = **{ $game }** — { $rating } ± { $deviation } ({ $wins }S { $losses }N { $draws }U)
stats-title = Statistik von { $name }
abort-done = { $moderator } hat die Partie { $game } zwischen { $first } und { $second } abgebrochen. Es wird kein Ergebnis gewertet.
settings-bad-cooldown = `{ $text }` ist keine Dauer, die ich verstehe. Versuch 10m, 1h oder 0 (keine Wartezeit).
settings-bad-timer = `{ $text }` ist keine Dauer, die ich verstehe. Versuch 30m, 24h oder 3d.
settings-timer = Zug-Timer für neue Partien: { $duration }.
settings-ai-rated = Partien gegen die KI werden gewertet.
settings-ai-unrated = Partien gegen die KI werden nicht gewertet.
settings-no-cooldown = Wer abgelehnt wurde, darf sofort wieder herausfordern.
settings-cooldown = Wer abgelehnt wurde, wartet { $duration }, bevor er dieselbe Person erneut herausfordert.
settings-threads-on = Jede angenommene Herausforderung öffnet einen Thread für ihre Partie.
settings-threads-off = Gespielt wird in dem Kanal, in dem herausgefordert wurde.
settings-public-pages-on = Dieser Server hat öffentliche Webseiten (Ranglisten und beendete Partien).
settings-public-pages-off = Dieser Server hat keine öffentlichen Webseiten.
settings-palette = Die Bretter hier sind in den Farben { $palette } gezeichnet.
settings-rated-takebacks-on = Rücknahmen sind in gewerteten Partien erlaubt.
settings-rated-takebacks-off = Rücknahmen sind nur in ungewerteten Partien erlaubt.
settings-everywhere-on = Gewertete Partien hier zählen auch in der boardbot-weiten Bestenliste.
settings-everywhere-off = Gewertete Partien hier zählen nur in der Bestenliste dieses Servers.
takeback-asked = { $name } bittet darum, den letzten eigenen Zug und deine Antwort zurückzunehmen.
takeback-asked-last-move = { $name } bittet darum, den gerade gemachten Zug zurückzunehmen.
takeback-declined = { $name } hat die Rücknahme von { $asker } abgelehnt.
term-takeback-ask = { $name }, { $asker } bittet darum, den letzten Zug zurückzunehmen. Annehmen? (ja/nein)
term-takeback-declined = Abgelehnt: Die Partie geht weiter wie bisher.
preferences-palette = Die Bilder, die nur du siehst, sind in den Farben { $palette } gezeichnet. Die Bretter eines Servers folgen seinen /settings.
preferences-both = { $palette } { $confirm }
preferences-confirm-on = Ein Zug, den du über die Knöpfe des Bretts machst, wird erst gezeigt, mit Bestätigen und Abbrechen (ein getipptes /move fragt nie nach).
preferences-confirm-off = Ein Zug, den du über die Knöpfe des Bretts machst, wird sofort gespielt.
confirm-status = Dein Zug { $move }: noch nicht gespielt
confirm-ask = { $move } spielen? Das Brett unten zeigt den Zug; gespielt wird erst, wenn du bestätigst.
confirm-play = Bestätigen
confirm-cancel = Abbrechen
confirm-cancelled = Nicht gespielt. Wähle auf dem Brett einen anderen Zug.
palette-classic = klassisch Rot und Blau
palette-colour-blind = farbenblind-sicher Zinnoberrot und Blau (Okabe–Ito)
click-old-button = Dieser Knopf stammt aus einer älteren Version des Bots. Mit /board bekommst du einen frischen.
click-damaged-button = Dieser Knopf ist beschädigt. Mit /board bekommst du einen frischen.
click-damaged-block-button = Dieser Knopf ist beschädigt. Nutze /blocks noch einmal.
click-unknown-game = Dieses Spiel kenne ich nicht.
declined-and-blocked = Abgelehnt. { $name } kann dich auf diesem Server nicht mehr herausfordern; es heißt nur, dass du gerade keine Herausforderungen annimmst. /blocks listet deine Blockierungen und hebt sie auf.
answered-by = { $text } ({ $name })
unblocked = { $name } kann dich wieder herausfordern.
you-played = Du hast `{ $move }` gespielt.
accepted-in-thread = { $name } hat angenommen: Die Partie läuft in { $thread }.
resign-confirm-button = Ja, aufgeben
resign-confirm = Diese Partie aufgeben? Dein Gegner gewinnt.
you-resigned = Du hast aufgegeben.
rules-title = So spielst du { $game }
rules-page = Seite { $page } von { $pages }
thread-permission-missing = Auf diesem Server wird in Threads gespielt, aber mir fehlt hier die Berechtigung „Öffentliche Threads erstellen“, deshalb läuft diese Partie im Kanal.
blocks-none = Du hast auf diesem Server niemanden blockiert.
blocks-header = Diese Spieler können dich auf diesem Server nicht herausfordern:
blocks-more = …und { $count } weitere, die erscheinen, sobald du diese aufhebst.
blocks-how-to-lift = Heb eine Blockierung mit ihrem Knopf auf oder mit `/blocks unblock:`.
blocks-unblock-button = { $name } freigeben
challenges-on = Du nimmst auf diesem Server Herausforderungen an. Um alle abzustellen, nutze `/challenges accept:False`.
challenges-off = Auf diesem Server kann dich jetzt niemand herausfordern; Herausforderern wird gesagt, dass du gerade keine annimmst. Mit `/challenges accept:True` schaltest du sie wieder ein.
replay-header = **Partie { $game } · { $kind }** — { $first } gegen { $second }
replay-status = { $status } · { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }
replay-so-far = {" "}bisher (die Partie läuft noch; nur ihre Spieler sehen das)
replay-every-nth = Diese Partie ist zu lang für ein GIF unter Discords Größenlimit: Es zeigt jeden { $step }. Halbzug und den letzten.
replay-files-moves = `{ $moves }`
replay-files-with-pages = `{ $moves }` und beiden Seiten ({ $pages })
replay-reproduce = Spiel sie mit der angehängten Datei { $files } nach:
    `{ $command }`
replay-command-later = Die Schiedsrichter-Befehlszeile kommt mit der Wiederholung, sobald die Partie vorbei ist: Sie braucht beide Seiten, und die bleiben bis dahin geheim.
history-damaged-button = Dieser Knopf ist beschädigt. Mit /history bekommst du eine frische Liste.
replay-damaged-button = Dieser Knopf ist beschädigt.
history-intro = Beendete Partien von { $user } hier, neueste zuerst:
history-intro-game = Beendete Partien { $game } von { $user } hier, neueste zuerst:
history-none = { $user } hat hier noch keine beendeten Partien.
history-none-game = { $user } hat hier noch keine beendeten Partien { $game }.
history-no-older = Keine älteren Partien.
history-see-again = Sieh dir eine mit `/replay number:` noch einmal an.
history-title = Partieverlauf
history-page = Seite { $page }
button-newer = ◀ Neuere
button-older = Ältere ▶
history-won = gewonnen
history-lost = verloren
history-drew = remis
history-on-board = auf dem Brett
history-by-resignation = durch Aufgabe
history-on-time = auf Zeit
history-by-agreement = durch Einigung
history-by-moderator = von einem Moderator beendet
history-vanished = ihr Kanal ist weg
history-ai-opponent = { $name } (KI)
history-casual = {" "}· ungewertet
history-rating = {" "}· Wertung { $change }
history-line = **#{ $game }** { $kind } gegen { $opponent } · **{ $verdict }** { $reason } · { $date } · { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }{ $rating }
button-analyze = Analyse
analysis-queued = Analyse der Partie { $game }: wartet in der Schlange, Platz { $place }.
analysis-running = Analysiere Partie { $game }… { $done } von { $total } Zügen
analysis-header = **Partie { $game } · { $kind }** — { $first } gegen { $second } · { $status }
analysis-tally = { $name }: { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    } · { $mistakes } Fehler · { $blunders ->
        [one] { $blunders } grober Fehler
       *[other] { $blunders } grobe Fehler
    }
analysis-costliest = **Die teuersten Züge**
analysis-move = `{ $ply }.` { $seat } **{ $played }** · { $before } → { $after } · { $class ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
        [blunder] grober Fehler
       *[none] ein kleiner Verlust
    } · die KI: **{ $best }**
analysis-nothing-costly = Kein Zug hat mehr als ein wenig gekostet.
analysis-budget = { $playouts } simulierte Partien je Stellung; die Chance ist die des ersten Spielers, { $name }.
# end of discord

## Terminal (src/terminal)

term-resuming = Deine unbeendete Partie { $game } geht weiter.
term-player = Spieler { $seat }
term-help = { $game } — gib einen Zug ein, `moves` für die erlaubten Züge, `draw`, `takeback`, `resign`, `rules`, `page` (deine eigene Seite, wo ein Spiel eine hat) oder `quit` (deine Partie wird gespeichert).
term-thinking = { $name } denkt nach…
term-saved = Partie gespeichert. Starte denselben Befehl, um weiterzuspielen.
term-legal-moves = Erlaubte Züge: { $moves }
term-played = Gespielt: { $move }
term-compliment = Kompliment: „{ $compliment }“
term-score = Stand: { $first-seat } { $first } – { $second } { $second-seat }
term-picture = Bild: { $path }
term-no-token = DISCORD_TOKEN ist nicht gesetzt: Stattdessen startet das lokale Spiel im Terminal.
term-which-game = Welches Spiel?
term-analyze-offer = Gib `analyze` ein für die Analyse dieser Partie durch die KI, oder drücke Enter zum Beenden.
term-analysis-columns = Halbzug · Seite · gespielt · Zug der KI · Chance von { $name } vorher → nachher · Bewertung
term-analysis-inaccuracy = Ungenauigkeit
term-analysis-mistake = Fehler
term-analysis-blunder = grober Fehler
# end of terminal

## Rules (/rules): markdown, one message per game

rules-twenty-sevens =
    # Twenty-Sevens

    Tic-Tac-Toe in drei Dimensionen: drei 3×3-Bretter übereinandergestapelt, insgesamt 27 Zellen. **X** beginnt, dann **O**, immer abwechselnd.

    ## Züge
    - Ein Zug nennt eines der neun Felder `a1` … `c3` (Spalten a–c von links nach rechts, Zeilen 1–3 von unten nach oben).
    - Dein Stein fällt auf das unterste Brett, das auf diesem Feld frei ist: zuerst Brett 1 (unten), dann Brett 2 darüber, dann Brett 3. Stell dir vor, du stapelst Spielsteine.
    - Ein Feld, auf dem alle drei Bretter besetzt sind, kann nicht mehr gespielt werden (sein Knopf ist ausgegraut).
    - Bei `/move` fängst du an zu tippen und wählst aus der Liste; oder du drückst unter dem Brett den Knopf eines Felds.

    ## Punktewertung
    Jede Reihe aus drei Zellen, die vollständig dir gehört, zählt sofort für dich, und zwar nur einmal. Ein Zug kann mehrere Reihen vollenden — sie zählen alle.
    - **Flache** Reihe auf einem Brett (Zeile, Spalte oder Diagonale): **3** Punkte (24 solche Reihen).
    - **Säule** — dasselbe Feld auf allen drei Brettern: **2** Punkte (9 Reihen).
    - **Treppe** — eine Diagonale, die entlang einer Spalte oder einer Zeile pro Schritt ein Brett höher steigt: **2** Punkte (12 Reihen).
    - **Diamanttreppe** — von Ecke zu gegenüberliegender Ecke durch die Mitte von Brett 2 (zum Beispiel 1c1, 2b2, 3a3): **2** Punkte (4 Reihen) oder **1** mit der Option `diamond=1`.

    Der Bot findet und wertet jede Reihe für dich; nichts kann „übersehen“ werden.

    ## Das Ende
    Die Partie endet, wenn alle 27 Zellen gefüllt sind (X hat 14 Züge gemacht, O 13). Mehr Punkte gewinnen; bei Punktgleichstand ist es ein Unentschieden. Wer aufgibt oder seinen Zug-Timer ablaufen lässt, verliert, egal wie es steht.

    ## Optionen
    `/play game:Twenty-Sevens opponent:@friend options:diamond=1` — Diamanttreppen zählen 1 Punkt statt 2.

    ## Entscheidungen
    - Wer herausfordert, spielt X und beginnt.
    - Ein Unentschieden kann auch vereinbart werden: Ein Spieler bietet es mit `/draw` (oder dem Knopf) an, der andere nimmt es auf dieselbe Weise an. Ein Angebot verfällt mit dem nächsten Zug.

rules-mega-tic-tac-toe =
    # Mega Tic-Tac-Toe

    Tic-Tac-Toe im Tic-Tac-Toe. Das Spielbrett ist ein großes 3×3-Raster (das **äußere Raster**); in jeder
    seiner neun Zellen liegt ein kleines 3×3-Raster (ein **inneres Raster**): insgesamt 81 Felder.

    {"*"}*X** beginnt, dann folgt **O**; ihr zieht abwechselnd und setzt pro Zug ein Zeichen.

    {"*"}*Ziel:** Gewinne drei innere Raster in einer Zeile, Spalte oder Diagonale des äußeren Rasters.

    ## Felder und Raster benennen

    - Jedes Feld hat einen Namen wie ein Schachfeld: Spalten **a–i** von links nach rechts, Zeilen
    {"  *"}*1–9** von unten nach oben. `e5` ist genau die Mitte des Bretts. Einen Zug gibst du als diesen
      Namen ein: `e5`.
    - Die neun inneren Raster heißen wie die Felder eines kleinen Bretts: `a1` ist das Raster unten links,
      `b2` das mittlere, `c3` das Raster oben rechts (das Bild beschriftet sie mit „Raster a–c“ über dem
      Brett und 1–3 rechts daneben).
    - Die **Position** eines Felds ist die Stelle, an der es in seinem eigenen Raster liegt, und wird
      genauso benannt: `a1` unten links, `b2` Mitte, `c3` oben rechts. `e5` ist also Position `b2` im
      Raster `b2`, und `a1`, `d1` und `g7` liegen alle auf Position `a1` (unten links) ihres Rasters.

    ## Durchgänge: das Herz des Spiels

    Gezogen wird in **Durchgängen**. Ein Durchgang ist eine Folge von Zügen beider Spieler im Wechsel,
    die jedes offene innere Raster genau einmal besucht.

    Solange ein Durchgang läuft, muss jeder Zug

    1. **in einem Raster liegen, das dieser Durchgang noch nicht besucht hat** (und das nicht von einem großen Zeichen abgedeckt ist),
    2. **auf einem leeren Feld liegen** und
    3. **auf einer Position liegen, die dieser Durchgang noch nicht genutzt hat**: Hat in diesem Durchgang
       schon jemand das Feld oben links in irgendeinem Raster gespielt, darf niemand das Feld oben links
       eines anderen Rasters spielen, bis der Durchgang vorbei ist.

    Hat jedes offene Raster seinen Zug bekommen, ist der Durchgang vorbei, und mit dem nächsten Zug
    beginnt ein neuer: Jedes Raster und jede Position ist wieder verfügbar.

    Ein Durchgang hat so viele Züge, wie es bei seinem Beginn nicht abgedeckte Raster gibt: Der erste
    Durchgang ist neun Züge lang, und jedes gesetzte große Zeichen macht die danach begonnenen Durchgänge
    um einen Zug kürzer.

    {"*"}*Kleines Beispiel.** X spielt `e5` (Raster b2, Position Mitte). Für den Rest dieses Durchgangs darf
    nun niemand mehr in Raster b2 spielen und niemand ein mittleres Feld (`b2`, `h8`, …).
    O antwortet mit `a1` (Raster a1, Position unten links): Jetzt sind auch Raster a1 und alle Felder
    unten links gesperrt. Sieben weitere Züge beenden den Durchgang, einer in jedem anderen Raster, jeder
    auf einer neuen Position. Dann ist wieder alles frei.

    Zählen musst du nie: Auf dem Bild des Bretts sind die offenen Raster schattiert, auf **grünen**
    Feldern darfst du jetzt spielen, und **graue** liegen auf einer schon genutzten Position; die kleine
    Legende neben dem Brett zeigt die genutzten Positionen. Die Zug-Knöpfe funktionieren genauso: Wähl
    ein Raster (nur offene sind anwählbar), dann ein Feld.

    {"*"}*Festgefahren? (Regel 8)** Spät in der Partie kann es passieren, dass jedes offene Raster nur noch
    leere Felder auf schon genutzten Positionen hat. Dann, und nur dann, darfst du Regel 3 (die
    Positionsregel) ignorieren — du musst aber weiterhin in einem Raster spielen, das der Durchgang noch
    nicht besucht hat. Der Zug zählt wie üblich, und der Durchgang heißt *irregulär*.

    ## Große Zeichen und Sieg

    - Drei deiner Zeichen in einer Zeile, Spalte oder Diagonale **innerhalb** eines inneren Rasters
      gewinnen dieses Raster: Dein **großes Zeichen** deckt es sofort ab. Die kleinen Zeichen darunter
      bleiben (du siehst sie noch schwach), aber niemand kann mehr in diesem Raster spielen.
    - Drei deiner großen Zeichen in einer Zeile, Spalte oder Diagonale des äußeren Rasters **gewinnen die
      Partie** sofort.
    - Ein inneres Raster, das sich ohne Reihe füllt, bleibt nicht abgedeckt und gehört niemandem.
    - Ist überhaupt kein Zug mehr möglich (jedes nicht abgedeckte Raster ist voll oder jedes Raster ist
      abgedeckt), endet die Partie mit einem **Unentschieden**.

    Weil jeder Durchgang jedes offene Raster einmal besucht, füllen sich die offenen Raster immer
    gleichmäßig: Ihre Anzahl leerer Felder unterscheidet sich nie um mehr als eins.

    ## Entscheidungen

    Wo die Originalregeln schweigen, hat der Bot entschieden:

    - **Eroberung mitten im Durchgang.** Der Durchgang behält seine Länge: Das abgedeckte Raster hat
      seinen Zug in diesem Durchgang schon bekommen. Nur später begonnene Durchgänge sind kürzer.
    - **Regel 8 wird Zug für Zug geprüft**: Sie gilt nur, wenn kein offenes Raster ein leeres Feld auf
      einer ungenutzten Position bietet. Gilt sie einmal, gilt sie für den Rest dieses Durchgangs weiter
      (die übrigen Raster können keine neuen leeren Felder bekommen), und der nächste Durchgang ist wieder normal.
    - **Ein Durchgang bleibt nie auf halber Strecke stecken**: Solange die Partie läuft, haben die offenen
      Raster immer ein leeres Feld, also läuft ein Durchgang immer über seine volle Länge.
    - **Ein Zug, der zwei Reihen** in einem inneren Raster bildet, bringt ein großes Zeichen und keinen
      Extrazug; eine Eroberung bringt nie einen Extrazug.
    - **Ein volles Raster ohne Reihe** gehört niemandem und zählt für keinen der beiden Spieler.
    - **Alle neun Raster abgedeckt, aber keine Reihe aus großen Zeichen**: Das ist ein Unentschieden.
    - **Der Sieg wird sofort geprüft**, auch mitten in einem Durchgang.
    - **Nach dem letzten Zug eines Durchgangs** zeigt das Brett den nächsten Durchgang (noch nichts genutzt).

rules-ccc =
    # CCC

    Eine Mischung aus Dame und Schach, entstanden in einem Traum. **Ziel: Schalte alle Pyramiden deines Gegners aus.**

    ## Spielbrett und Aufbau
    - 8 Linien `a`–`h`, 10 Reihen `1`–`10`. Weiß (`white`) beginnt unten (Reihen 1–3), Schwarz (`black`) oben (Reihen 8–10).
    - Reihe 1: `a1` Würfel, `b1` Ring, `c1` Langer Stab (stehend), `d1` Kleine Pyramide, `e1` Große Pyramide, `f1` Mittlere Pyramide, `g1` leer, `h1` Nette Flagge. Reihen 2–3: sechzehn Scheiben.
    - Schwarz baut spiegelbildlich auf: Reihe 10 (auf denselben Linien) und Reihen 8–9.
    - „Vorwärts“ heißt für Weiß nach oben, für Schwarz nach unten. Richtungen sind Himmelsrichtungen aus Sicht von Weiß: `n` = Richtung Reihe 10, `e` = Richtung Linie h.
    - Weiß zieht zuerst, außer die Partie wird mit `first=black` eingerichtet.

    ## Ein Zug
    Mach genau eine Sache: Zieh eine Figur oder einen Stapel, oder setze eine Fähigkeit ein (Abstapeln, Aufladen, Abschirmen, Umfallen, Rollen, Aufstellen, Zurückholen). Ist nichts erlaubt, musst du passen (`pass`).
    - Figuren, die auf einem Feld ankommen, kommen oben auf das, was dort schon steht, und behalten ihre Reihenfolge.
    - Keine deiner Figuren darf jemals das Feld deines eigenen Würfels betreten.
    - **Eingefroren:** Jede Figur auf den 8 Feldern rund um eine Nette Flagge (egal welcher Farbe, sogar die andere Flagge) kann weder ziehen noch eine Fähigkeit einsetzen. Ein liegender Stab ist eingefroren, wenn eines der Felder, die er bedeckt, an eine Flagge grenzt. Eingefrorene Figuren können trotzdem angegriffen oder abgeschirmt werden, und andere Figuren dürfen sich ihnen anschließen oder auf ihnen landen. Mit `flag=v2` friert eine Flagge nur gegnerische Figuren ein, die keine Pyramiden sind.

    ## Kämpfe
    Landet eine Figur auf Figuren, die sie angreift, schickt jede Seite ihre oberste Figur nach vorn:
    - gleich viele Schilde: Beide werden zerstört;
    - mehr Schilde: Die andere wird zerstört, und die Siegerin behält ihre Schilde minus die der Verliererin minus 1.
    Dann rückt die nächste Figur darunter nach, und der Kampf geht weiter, bis eine Seite leer ist. Überlebende Angreifer besetzen das Feld.
    - **Würfel:** Alles, was ihn angreift, wird zerstört; der Würfel nimmt nie Schaden.
    - **Stehender Stab:** Ein verlorener Schlagabtausch verkleinert ihn (Lang → Kurz → Rechteck), statt ihn zu zerstören.
    - **Liegender Stab:** Der getroffene Abschnitt kämpft mit den gemeinsamen Schilden des Stabs; wird er zerstört, zerbricht der Stab (ein Ende eines Langen Stabs weg → ein liegender Kurzer Stab; seine Mitte weg → zwei Rechtecke; ein Kurzer Stab → ein Rechteck).
    - **Ring:** Seine Energie zählt als Schilde.
    - Pyramiden, Stäbe und Rechtecke greifen jede Farbe an. Landet eine Pyramide auf einer deiner eigenen Figuren, die weder Pyramide noch Scheibe ist, **zerquetscht** sie diese (zerstört, ohne Kampf). Scheiben greifen nur Gegner an. Würfel, Ringe und Flaggen greifen nie an.

    ## Schilde
    Höchstwerte: Scheibe, Kleine Pyramide, Rechteck 1; Mittlere Pyramide, Kurzer Stab 2; Große Pyramide, Langer Stab 3; Würfel, Ring, Flagge nie. Jede Figur in einem Stapel behält ihre eigenen; ein Stab hat einen gemeinsamen Vorrat für alle seine Abschnitte.

    ## Scheiben und Stapel
    - **Scheibe:** ein Schritt nach Westen, nach Osten, vorwärts oder schräg vorwärts: auf ein leeres Feld, auf deine Scheibe oder deinen Scheibenstapel aus höchstens 4 (anschließen) oder auf einen Gegner (angreifen). **Sprung:** Überspringe eine einzelne gegnerische Scheibe auf das leere Feld dahinter; die übersprungene Scheibe verliert einen Schild oder wird zerstört. Wenn du willst, springst du weiter über einzelne gegnerische Scheiben, in jede Richtung, aber nie zweimal über dasselbe Feld. Schreib jedes Feld auf: `c3-e5-c7`.
    - **Scheibenstapel** (2–5 Scheiben): zieht vorwärts oder schräg vorwärts, auf ein leeres Feld, auf einen Gegner oder auf deine einzelne Scheibe (höchstens 5). **Abstapeln** (`unstack e4 n`; Westen, Osten, vorwärts, schräg vorwärts): Alle Scheiben außer der untersten werden in dieser Richtung abgelegt, eine pro Feld, die unterste zuerst. Eine Scheibe darf nur dann auf einem Feld abgelegt werden (und die Ablage nur dann über ein Feld hinweggehen), wenn die noch gehaltenen Scheiben, sie selbst mitgezählt, mindestens so viele sind wie die Höhe dieses Felds (Stapel: ihre Anzahl an Figuren; stehender Langer Stab 3; Kurzer Stab und Flagge 2; alles andere 1). Eine abgelegte Scheibe schließt sich deinen Scheiben an, geht auf deinen anderen Figuren verloren, greift einen Gegner an und fällt über den Brettrand hinaus vom Brett.

    ## Pyramiden
    - **Pyramide** (Klein S, Mittel M, Groß L): gleitet diagonal über leere Felder und darf auf dem ersten besetzten Feld enden: einen Gegner angreifen; auf deine größere Pyramide steigen (eine Zusammengesetzte Pyramide) oder auf deine Scheiben (ein Pyramidenstapel); nie auf deine kleinere Pyramide oder deinen Würfel; jede andere eigene Figur zerquetschen.
    - **Zusammengesetzte Pyramide** (S>M>L, S>M, S>L, M>L): gleitet wie eine Pyramide und wird nach ihrer untersten Pyramide beurteilt. **Abstapeln** diagonal: Die angehobenen Pyramiden werden abgelegt, eine pro Feld, die unterste zuerst (S>M>L legt M ab, dann S). Keine Höhenregel.
    - **Pyramidenstapel** (Pyramiden auf Scheiben): zieht ein Feld in beliebige Richtung, auf ein leeres Feld oder auf einen Gegner. **Abstapeln** in beliebige Richtung: Alles außer der untersten Scheibe wird abgelegt, zuerst die Scheiben (die Höhenregel zählt die noch gehaltenen Scheiben), dann die Pyramiden.

    ## Weitere Figuren
    - **Würfel:** 1–5 Felder orthogonal auf ein leeres Feld; überspringt dabei alles außer stehenden Stäben und Flaggen. Greift nie an, wird nie zerstört.
    - **Ring:** gleitet orthogonal über leere Felder. `build b1`: 1 Energie aufladen (höchstens 5). `shield b1 e2 e2 f3`: 1 Energie pro Schild für deine Figuren irgendwo auf dem Brett ausgeben (die oberste Figur eines Stapels; ein liegender Stab über sein niedrigstes Feld), im Rahmen der Höchstwerte.
    - **Langer/Kurzer Stab:** `fall c1 n`: Er fällt um und liegt auf den 3 (2) Feldern dahinter. Ein liegender Stab wird nach seinem niedrigsten Feld benannt (niedrigste Reihe, dann Linie): `roll c2 e` rollt ihn ein Feld zur Seite; `stand c2 c5` stellt ihn auf dem leeren Feld hinter einem seiner Enden auf. Jeder Abschnitt, der landet, greift an, was dort steht, egal welcher Farbe. Jedes Feld muss auf dem Brett liegen.
    - **Rechteck:** ein Schritt in beliebige Richtung; greift an, worauf es auch landet.
    - **Nette Flagge:** springt 3+2 Felder weit (wie ein langer Springer) auf ein leeres Feld. Greift nie an. Nicht im ersten Zug der Partie. `restore` stellt eine zerstörte Flagge auf ihr Startfeld zurück, wenn es leer ist. Auf Discord gehört zum Ziehen oder Zurückholen der Flagge ein Kompliment an deinen Gegner.

    ## Spielende
    - Verlierst du alle deine Pyramiden (auch die in Stapeln), verlierst du am Ende dieses Zugs. Trifft es beide Seiten zugleich: Unentschieden (und spielt heute lieber nicht noch einmal).
    - Unentschieden nach 100 Halbzügen in Folge (Passen mitgezählt), in denen nichts zerstört, verkleinert oder zerbrochen wurde, oder nach zweimaligem Passen hintereinander.

    ## Festlegungen
    - Die Option `flag` nimmt `v1` (Standard: jede Figur neben einer Flagge ist eingefroren) oder `v2`.
    - Bei `flag=v2` zählt eine Zusammengesetzte Pyramide oder ein Pyramidenstapel als Pyramide und ist nicht eingefroren.
    - Mit `first=black` zieht Schwarz zuerst; das Flaggenverbot im ersten Zug gilt für die Seite, die zuerst zieht, und nur in diesem Zug.
    - Sprungketten: Eine übersprungene Scheibe ohne Schild verlässt das Brett sofort, daher darf ein späterer Sprung derselben Kette auf ihrem Feld landen; eine Kette darf auch wieder auf ihrem Startfeld enden.
    - Ein fallender oder rollender Stab: Sein einziger Vorrat kämpft für jeden Abschnitt in der Reihenfolge der Landung; was übrig bleibt, wird verteilt, wenn alle gelandet sind. Ein Abschnitt, der an einem Würfel scheitert, kostet keine Schilde; ein Abschnitt, der in einem Schlagabtausch verloren geht, hat alle verbraucht.
    - Ein Ring darf in einer `shield`-Aktion beliebig viel seiner Energie ausgeben (1 bis alles). `build` ist nicht möglich, wenn 5 Energie gespeichert sind.
    - Abstapeln über den Brettrand hinaus ist erlaubt: Die Scheiben oder Pyramiden jenseits des Rands werden zerstört.
    - Schildziele werden in schlichter Zeichenfolgen-Sortierung geschrieben (`a10` vor `a2`), eines pro Schild.

rules-super-seven =
    # Super Seven

    Tic-Tac-Toe mit Würfeln, für zwei Spieler: **Blau** (`blue`, beginnt) und **Rot** (`red`).

    ## Das Brett
    - Neun Blöcke aus je neun Feldern. Die Felder heißen wie Schachfelder: Spalten `a`–`i` von links nach
      rechts, Zeilen `1`–`9` von unten nach oben (`e5` ist genau die Mitte des Bretts).
    - Die Blöcke sind in Leserichtung von oben links an mit 3 bis 11 nummeriert:
      obere Zeile 3 4 5, mittlere Zeile 6 7 8, untere Zeile 9 10 11. Block 7 ist der Mittelblock.
    - In jedem Block tragen die Felder dieselben Zahlen in derselben Anordnung:
      obere Zeile 3 4 5, mittlere Zeile 6 `*` 8, untere Zeile 9 10 11. Das Mittelfeld jedes Blocks,
      `*`, hat keine Zahl. Das Bild zeigt die Zahl jedes Felds.

    ## Ein Zug
    Wirf mit `roll` zwei Würfel. Die Augensumme bestimmt, wohin du einen Stein setzen darfst:
    - **7**: auf ein beliebiges leeres Mittelfeld `*` eines beliebigen Blocks oder auf ein beliebiges leeres
      Feld von Block 7 (sein Mittelfeld eingeschlossen).
    - **3, 4, 5, 6, 8, 9, 10, 11** (sagen wir N): auf ein beliebiges leeres Feld mit der Zahl N in einem
      beliebigen Block oder auf ein beliebiges leeres nummeriertes Feld von Block N (nicht sein Mittelfeld).
    - **2**: auf ein beliebiges leeres Feld.
    - **12**: Übernimm einen Stein deines Gegners: Er wird entfernt und durch deinen ersetzt.

    Dann nenne das Feld, etwa `e5` (bei einer 12 das Feld des Steins, den du übernimmst). Das Bild
    hebt jedes Feld hervor, das dein Wurf erlaubt.

    Niemand darf je in einem Block spielen, den jemand kontrolliert (siehe unten), und eine 12 kann dort
    keinen Stein übernehmen.

    ## Kein Zug möglich?
    Erlaubt dein Wurf keinen Zug, würfelst du noch einmal. Hast du nach drei Würfen in einem Zug noch
    immer keinen erlaubten Zug, ist automatisch dein Gegner dran. Erlaubt dein Wurf einen Zug, musst du
    ihn auch machen: Freiwilliges Aussetzen gibt es nicht.

    ## Blöcke und Partie gewinnen
    - Du gewinnst einen Block, sobald er drei deiner Steine in einer Zeile, Spalte oder Diagonale des
      Blocks enthält oder fünf deiner Steine irgendwo darin. Dann werden alle neun Felder mit deinen
      Steinen gefüllt, und der Block ist endgültig geschlossen.
    - Auch eine 12 kann einen Block gewinnen: Der übernommene Stein kann deine Reihe vollenden oder dein
      fünfter Stein sein.
    - Du gewinnst die Partie sofort, wenn du drei Blöcke in einer Zeile, Spalte oder Diagonale von Blöcken
      kontrollierst oder fünf Blöcke.
    - Sicherheitsnetz: Nach insgesamt 500 Zügen (beider Spieler, verfallene Züge eingeschlossen) endet die
      Partie mit einem Unentschieden.

    ## Faire Würfel
    Der Bot legt sich vor dem ersten Wurf auf seine Würfel fest: Er nimmt einen geheimen Seed aus 32
    Zufallsbytes (64 Hex-Zeichen) und veröffentlicht zu Beginn der Partie den SHA-256 des Seeds. Wurf
    Nummer k (0, 1, 2 … gezählt über alle Würfe beider Spieler) stammt aus SHA-256(seed + ":" + k): Lies
    die Bytes in ihrer Reihenfolge, überspringe jedes Byte ab 252, und jedes behaltene Byte b ergibt einen
    Würfelwert b % 6 + 1; die ersten beiden Würfelwerte bilden den Wurf. Am Ende der Partie enthüllt der
    Bot den Seed, sodass jeder jeden Wurf mit einem einfachen SHA-256-Werkzeug prüfen kann.

    ## Entscheidungen
    - Ein Wurf ohne erlaubten Zug muss wiederholt werden (das Original sagt „darf“): Ein Wurf kann dir nie
      schaden. Nach dem dritten solchen Wurf geht der Zug von selbst an den Gegner.
    - Ein Wurf, der einen Zug erlaubt, muss genutzt werden, auch wenn frühere Würfe im selben Zug nichts
      gebracht haben (ein Zug hat insgesamt höchstens drei Würfe).
    - Die Partie hält jeden Wurf als `roll N` mit seiner Augensumme fest, damit eine Wiederholung exakt
      ist; das einfache `roll` wird über die festgelegten Würfel des Bots aufgelöst.
    - Sollte ein Hashwert der fairen Würfel aufgebraucht sein, bevor zwei Würfelwerte gefunden sind,
      werden seine eigenen 32 Bytes erneut gehasht, und das Lesen geht weiter; schon gefundene Würfelwerte
      bleiben erhalten.
    - Das Bild zeigt den aktuellen Wurf als ein einzelnes würfelförmiges Abzeichen mit seiner Augensumme:
      Die Partie merkt sich nur die Summe, und zwei Würfelseiten zu zeichnen würde Würfel erfinden, die von
      den festgelegten abweichen könnten.
    - Das Unentschieden nach 500 Zügen zählt abgeschlossene Züge (gesetzte Steine und automatisch
      verfallene Züge). Wer im 500. Zug gewinnt, hat trotzdem gewonnen.

rules-cross-words-combat =
    # Cross Words Combat

    Zwei Spieler, **Rot** (`red`, unten) und **Schwarz** (`black`, oben), schreiben Wörter von einer Textseite auf
    Karopapier. Wer die Buchstaben des anderen kreuzt und leere Flächen einschließt, erobert Kästchen. Jedes
    eroberte Kästchen zählt 1 Punkt; wer die meisten Punkte hat, gewinnt.

    ## Seiten

    - Jeder Spieler hat eine Seite: eine Liste von Zeilen, eine pro Textzeile. Bring deine eigene mit (füge sie ein oder
      hänge eine `.txt`-Datei an) oder lass dir eine der mitgelieferten Seiten des Bots austeilen.
    - Eine Zeile wird zerlegt in **Wörter** (Folgen von Buchstaben, ohne Rücksicht auf Groß- und Kleinschreibung verglichen),
    {"  *"}*Zahlen** (Folgen von Ziffern) und alles andere, das sie nur trennt. `old-man's` ergibt `old`, `man`, `s`.
    - Ein Wort aus nur einem Buchstaben ist ein **Einzelbuchstabe**: Es kann nie gespielt werden, kann aber
      Kombo 5 auslösen.
    - Das **spielbare Wort** einer Zeile ist ihr erstes Wort aus zwei oder mehr Buchstaben, das noch nicht gestrichen ist.
      Ein gespieltes Wort wird gestrichen. Bieten mehrere Zeilen dasselbe Wort, wird es in der obersten gestrichen.
    - Mit `/page` siehst du deine Seite: Gestrichene Wörter sind durchgestrichen, das spielbare Wort jeder Zeile
      ist hervorgehoben. Deine Seite ist geheim: Dein Gegner sieht nur, was du spielst.
    - Eine Seite braucht mindestens ein Wort aus zwei oder mehr Buchstaben und hat höchstens 200 Zeilen und höchstens
      20 000 Zeichen.

    ## Spielbrett und Start

    - Das Brett hat `width` × `height` Kästchen (Standard 25 × 25, jeweils 9 bis 26). Die Felder sind wie beim
      Schach benannt: `a1` ist unten links.
    - Vor dem ersten Zug wird das erste Wort jedes Spielers waagerecht eingetragen, beginnend auf Linie
      ⌊width/3⌋ + 1 (Linie `i` bei Breite 25): das von Schwarz auf Reihe height − ⌊height/3⌋ (17 bei 25), das von Rot
      auf Reihe height − ⌊2·height/3⌋ (9 bei 25). Ein Wort, das für die Reihe zu lang ist, endet am rechten Rand;
      ein Wort, das länger als das Brett ist, wird übersprungen, und das nächste kommt an die Reihe.
    - Rot hat den ersten Zug.

    ## Ein Wort schreiben

    Ein Wort verläuft **waagerecht** (`across`, von links nach rechts) oder **senkrecht** (`down`, von oben nach unten,
    Richtung Reihe 1). Es ist erlaubt, wenn:

    1. es das spielbare Wort einer deiner Zeilen ist (bei einem Extrazug durch Kombo 2 jedes unbenutzte Wort) und
       die Einschränkung des Extrazugs erfüllt, falls es eine gibt;
    2. es auf dem Brett bleibt und kein erobertes Kästchen betritt;
    3. jedes Kästchen, das es mit einem schon auf dem Brett stehenden Buchstaben teilt, denselben Buchstaben enthält;
    4. es mindestens ein Kästchen mit einem deiner eigenen Buchstaben teilt (in derselben Richtung über deinen eigenen
       Buchstaben weiterzuschreiben zählt: THE über dem T von TEXT ergibt TEXTHE; nur Ende an Ende anzustoßen zählt nicht);
    5. es mindestens einen neuen Buchstaben hinzufügt;
    6. keiner seiner neuen Buchstaben orthogonal neben einem Buchstaben oder eroberten Kästchen des Gegners liegt
       (diagonal ist in Ordnung), es sei denn, das Wort kreuzt einen Buchstaben des Gegners.

    Es gibt keine Wörterbuchprüfung: Buchstaben dürfen zu Nicht-Wörtern zusammenlaufen.

    ## Eroberungen und Kombos

    Kombos werden automatisch erkannt; du musst nichts ansagen.

    - **Kreuzen**: Jeder gegnerische Buchstabe, mit dem dein Wort ein Kästchen teilt, wird zu deinem eroberten Kästchen.
      Einen Buchstaben zu kreuzen ist **Kombo 1**; zwei oder mehr sind **Kombo 2**.
    - **Einschließen** (**Kombo 3**): Nach deinem Wort wird jede Gruppe leerer Kästchen erobert, die den Brettrand
      nicht berührt und nur von deinen Buchstaben und deinen eroberten Kästchen umgeben ist.
      Deine eigenen Buchstaben darin sind Wände; ein gegnerischer Buchstabe, der die Fläche berührt, verdirbt sie.
    - **Kombo 4**: Das Element direkt nach dem gespielten Wort in seiner Zeile ist eine Zahl.
    - **Kombo 5**: Das Element direkt nach dem gespielten Wort in seiner Zeile ist ein Einzelbuchstabe.

    Jedes eroberte Kästchen zählt 1 Punkt. Buchstaben allein zählen nichts. Eroberte Kästchen können nie wieder
    benutzt werden.

    ## Extrazüge

    Jede Kombo bringt dir sofort einen Extrazug, in der Reihenfolge der Kombos (1 bis 5):

    | Kombo | Extrazug |
    |-------|----------|
    | 1 | ein normaler Zug |
    | 2 | jedes unbenutzte Wort deiner Seite darf gespielt werden (sein erstes unbenutztes Vorkommen wird gestrichen) |
    | 3 | das Wort muss weniger Buchstaben haben, als dieser Einschluss Kästchen erobert hat |
    | 4 | die Länge des Worts muss eine Ziffer dieser Zahl sein oder der Zahlen, die direkt darauf folgen |
    | 5 | das Wort muss mit diesem Buchstaben beginnen |

    Extrazüge, die du während eines Extrazugs verdienst, kommen ans Ende der Warteschlange. Ein Extrazug ohne erlaubtes
    Wort entfällt von selbst; sonst kannst du ihn mit `pass` auslassen.

    ## Spielende und Wertung

    - `pass` ist immer erlaubt. Passen in einem regulären Zug verbraucht einen deiner Züge; Passen in einem Extrazug
      beendet nur diesen Extrazug.
    - Die Partie endet, wenn beide Spieler direkt nacheinander einen regulären Zug passen, wenn keiner mehr ein erlaubtes
      Wort hat, oder wenn beide ihre `turns` aufgebraucht haben (Standard 30 reguläre Züge pro Person; 0 = unbegrenzt;
      Extrazüge zählen nicht).
    - Mehr Punkte gewinnen; bei Punktgleichheit ist es ein Unentschieden.
    - Mit Uhr: Wer keine Zeit mehr hat, macht keine Züge mehr, und der andere spielt allein weiter, solange seine
      eigene Zeit reicht.

    ## Zugeingabe

    `WORD SQUARE across` oder `WORD SQUARE down`, wobei WORD das Wort und SQUARE das Kästchen des ersten Buchstabens ist:
    `garden e7 down`, `the l9 across`. Dazu `pass`.

    ## Festlegungen

    Wo der Originaltext schweigt, hat der Bot entschieden:

    - **Buchstaben** sind alle alphabetischen Zeichen in jeder Schrift, ohne Rücksicht auf Groß- und Kleinschreibung
      verglichen; Ziffern sind 0–9. Alles andere (Satzzeichen, Apostrophe, Bindestriche) trennt Elemente.
    - **Seiten**: Leerzeilen vor der ersten und nach der letzten Zeile werden entfernt. Ein Wort, das als Startwort
      übersprungen wurde, bleibt auf der Seite. Eine Seite ohne ein Wort, das aufs Brett passt, wird abgelehnt.
    - **Farben**: Ein erobertes Kästchen gehört dem, der es erobert hat, egal wer seinen Buchstaben geschrieben hat. Ein
      gegnerischer Buchstabe, den du gekreuzt hast, zählt als deiner (eine Wand für Einschlüsse, kein Hindernis für
      Regel 6); dein Buchstabe, den der Gegner gekreuzt hat, zählt als seiner. Deine „eigenen Buchstaben“ für Regel 4
      sind Buchstaben, die du geschrieben hast und die nicht erobert sind.
    - **Kombo 3** erlaubt Wörter mit höchstens (eroberte Kästchen − 1) Buchstaben.
    - **Kombo 4** nutzt jede Ziffer der Zahlen, die in seiner Zeile direkt auf das Wort folgen
      (`hex 24` erlaubt 2 oder 4 Buchstaben). Die Ziffern 0 und 1 lassen sich nie erfüllen.
    - **Kombos 4 und 5** lesen die Zeile des Vorkommens, das gestrichen wurde.
    - Ob ein Extrazug ein erlaubtes Wort hat, wird geprüft, wenn er an der Reihe ist, nicht wenn er verdient wird.
    - Wer in einem regulären Zug kein erlaubtes Wort hat, muss passen (`pass`; das verbraucht einen Zug).
    - Mit Zuglimit werden Extrazüge, die im letzten Zug verdient wurden, trotzdem noch gespielt.
    - **Uhr**: Starte eine Partie mit der Option `clock=10+10` (Minuten pro Person, dann Sekunden, die nach jedem
      deiner Züge hinzukommen, bei Wörtern wie beim Passen; `clock=10` fügt nichts hinzu; 1–180 Minuten, 0–600
      Sekunden). Deine Uhr läuft ab dem Moment, in dem dein Zug beginnt, Extrazüge eingeschlossen, bis dein Zug
      eingeht; die andere Uhr wartet. Ablaufende Zeit ist keine Niederlage: Du machst keine Züge mehr (dein laufender
      Zug und wartende Extrazüge enden sofort), und der andere Spieler spielt weiter, solange seine eigene Zeit
      reicht. Kann nur noch ein Spieler spielen, beendet ein einziges reguläres `pass` von ihm die Partie. Der
      Zug-Timer des Servers gilt zusätzlich: Wer ihn ablaufen lässt, verliert die Partie.
      Eine Zeitüberschreitung wird im Protokoll der Partie vermerkt, sodass eine Wiederholung sie genauso abspielt.
    - Mitgelieferte Seiten werden anhand des Seeds der Partie ausgeteilt; Rot und Schwarz bekommen immer
      verschiedene Seiten.

rules-hosting =
    ## So wird hier gespielt
    - **Start.** `/play game opponent` schickt eine Herausforderung mit den Knöpfen „Annehmen“, „Ablehnen“ und „Ablehnen und blockieren“; sie verfällt nach zehn Minuten. Die Herausforderung und jedes Brett zeigen die Bedingungen der Partie: gewertet oder ungewertet, die Zeit pro Zug und jede gesetzte Option. Bei Cross Words Combat wählt jeder Spieler seine Seite selbst, und sie bleibt geheim: Wer herausfordert, darf die eigene Seite festlegen, nie die des Gegners.
    - **Gewertet oder ungewertet.** Partien zwischen Menschen werden gewertet, außer sie wurden mit `rated:false` gestartet. Partien gegen die KI werden nur gewertet, wo der Server das einschaltet, und jede KI-Stufe (easy, medium, hard) hat ihre eigene Wertung.
    - **Schutz.** Nachdem du abgelehnt hast, kann dich derselbe Spieler eine Weile nicht erneut herausfordern (10 Minuten, sofern der Server das nicht mit `/settings challenge_cooldown` ändert), und niemand hat auf einem Server mehr als 3 wartende Herausforderungen. **Ablehnen und blockieren** hindert diesen Spieler daran, dich auf diesem Server herauszufordern, bis du die Blockierung mit `/blocks` aufhebst; ihm wird nur gesagt, dass du keine Herausforderungen annimmst. `/challenges accept:False` stellt hier alle Herausforderungen an dich ab; `accept:True` schaltet sie wieder ein.
    - **Am Zug.** Nur wer am Zug ist, darf ziehen; die Vorschläge von `/move` sieht nur dieser Spieler. Wer den Zug-Timer ablaufen lässt, verliert auf Zeit.
    - **Urlaub und Zeitgeschenke.** `/vacation start days:N` hält deine Züge in Partien mit einem Tag oder mehr pro Zug an, solange du weg bist: Wo du am Zug bist, verschiebt sich die Frist um die Länge des Urlaubs, und ein Zug, der währenddessen an dich geht, beginnt vollständig, wenn du zurück bist. Schnelle Partien (weniger Zeit pro Zug oder eine Uhr) halten nicht an. `/vacation end` beendet den Urlaub vorzeitig und gibt dir die ganzen ungenutzten Tage zurück (und deinen Partien die nicht genutzte Zeit); `/vacation status` zeigt deinen Urlaub und die übrigen Tage. Jeder hat 30 Tage in beliebigen 365 Tagen (sofern der Betreiber des Bots keine andere Zahl festlegt), mindestens einen Tag am Stück, angerechnet beim Beginn des Urlaubs. Gegner sehen ihn auf dem Brett und in `/games`. Der Knopf „Zeit schenken“ unter einem Brett schenkt deinem Gegner einen Tag mehr (fünf Minuten in Partien mit weniger als einem Tag pro Zug), während er am Zug ist, in Partien mit Uhren jederzeit fünf Minuten auf seine Uhr; höchstens 3 Mal pro Partie; beide sehen es, und es steht im Ereignisprotokoll der Partie.
    - **Vorzeitiges Ende.** Eine Partie, die durch Aufgabe, Zeitüberschreitung oder vereinbartes Unentschieden endet, bevor beide Spieler einen Zug gemacht haben, wird abgebrochen: kein Ergebnis, keine Änderung der Wertung.
    - **Rücknahmen.** `/takeback` (oder der Knopf Zurücknehmen unter dem Brett) bittet darum, deinen letzten Zug zurückzunehmen; dein Gegner nimmt mit den Knöpfen unter der Bitte an oder lehnt ab. Gleich nach deinem Zug gefragt, bevor dein Gegner mit seiner Antwort begonnen hat (ein Verklicker), wird nur dieser Zug rückgängig gemacht, und du bist wieder am Zug; antwortet er stattdessen, ist die Bitte hinfällig. Fragst du, wenn du am Zug bist, geht die Partie zu deinem vorigen Zug zurück: Die Antwort deines Gegners und dein Zug werden rückgängig gemacht, ebenso ein begonnener Zug von dir. Erlaubt sind sie in ungewerteten Partien und gegen die KI, die immer sofort zustimmt (solange sie nachdenkt, wird nur dein Zug rückgängig gemacht; hat sie schon geantwortet, auch ihre Antwort); in gewerteten Partien nur, wo der Server es erlaubt (`/settings rated_takebacks`, anfangs aus); in Turnierpartien nie. Super Seven behält deinen Wurf: Die Würfel dieses Zuges bleiben, wie sie gefallen sind, und du setzt neu. Cross Words Combat legt das Wort zurück auf deine Seite und macht seine Eroberungen rückgängig. CCC macht den ganzen Zug rückgängig, samt Kampf oder Kraft. Die Uhren gehen auf den Stand dieses Zuges zurück. Eine Zeitüberschreitung kann nicht zurückgenommen werden. Wiederholungen und `/history` zeigen die Partie, wie sie schließlich gespielt wurde; Bitte und Antwort stehen im Ereignisprotokoll der Partie.
    - **Threads.** Wo der Server sie einschaltet, öffnet eine angenommene Herausforderung einen öffentlichen Thread, der nach dem Spiel benannt ist, und die Partie wird dort gespielt; der Kanal bleibt frei für weitere Herausforderungen.
    - **Uhren.** `clock=M+S` in den Optionen von `/play` gibt jedem Spieler M Minuten für die ganze Partie und S Sekunden nach jedem eigenen Zug (`clock=5+3`); nur die Uhr des Spielers am Zug läuft, und das Brett zeigt beide. Das Regelbuch von Cross Words Combat sagt, was geschieht, wenn eine Uhr abläuft (dieser Spieler hört auf, der andere spielt weiter). Die Regelbücher der anderen Spiele sagen nichts über Zeit; dort verliert, wessen Uhr abläuft, wie im Schach, gleich wie das Brett steht.
    - **Moderation.** Mitglieder mit der Berechtigung „Server verwalten“ dürfen eine Partie mit `/abort` abbrechen (kein Ergebnis, keine Änderung der Wertung) und `/settings` ändern.
    - **Wenn ein Kanal verschwindet.** Wird der Kanal oder Thread einer Partie gelöscht oder verlässt der Bot den Server, endet die Partie ohne Ergebnis und ohne Änderung der Wertung.
    - **Entworfene Spiele.** Die eigenen Spiele eines Servers (`/design`) werden wie die fünf gehostet. Scheitert die Regeldatei einer Partie an einem Zug, wird dieser Zug nicht gespielt und die Partie angehalten: Keine Zeit läuft, und ihr Designer erfährt es. Sie geht dort weiter, wo sie stand, sobald der Server eine Version hochlädt oder wählt, mit der sich ihre Züge nachspielen lassen; bis dahin können ihre Spieler aufgeben oder ein Remis vereinbaren.
    - **Analyse.** Ist eine Partie vorbei, durchsucht die KI mit `/analyze` (oder dem Knopf Analyse unter dem beendeten Brett) jede Stellung: ein Diagramm der Gewinnchance und die teuersten Züge mit dem Zug, den die KI vorzieht. Ein Zug, der die Gewinnchance seines Spielers um mindestens 10 Prozentpunkte senkt, ist eine Ungenauigkeit, um 20 ein Fehler, um 30 ein grober Fehler. Würfe und Zeitüberschreitungen werden nicht bewertet.
    - **Saisons.** Gewertete Partien zählen auch in einer Saison: ein Kalendermonat, außer ein Admin stellt mit `/season settings` eine andere Länge ein (oder startet mit `/season start` sofort eine; `/season end` beendet sie und pausiert die Saisons). Eine Partie zählt in der Saison, in der sie endete. Deine Saisonwertung beginnt bei deiner ersten gewerteten Partie der Saison mit deiner Gesamtwertung, die Abweichung auf mindestens 200 angehoben, damit sie sich schnell bewegt, und ändert sich dann wie die Gesamtwertung. Am Ende der Saison bleibt ihre Tabelle, wie sie ist; die beste Saisonwertung eines Spiels unter Spielern mit mindestens 3 gewerteten Partien darin ist der Saison-Champion dieses Spiels. `/leaderboard season:N` zeigt jede Saison (0: die aktuelle).
    - **Wertungsrollen, Erfolge, das Rätsel des Tages.** Ein Server kann Discord-Rollen für Wertungsstufen (die höchste Stufe, die du in einem Spiel mit deiner Gesamtwertung erreichst) und für Saison-Champions vergeben; sie folgen jeder gewerteten Partie und jedem Saisonende. Erfolge zählen beendete Partien in jedem Server (und boardbot-weit für Partien außerhalb von Servern); ein Comeback zählt, sobald die Partie analysiert ist. Das Rätsel des Tages (jeden UTC-Tag neu) stammt nur aus Partien Twenty-Sevens, Mega Tic-Tac-Toe oder CCC: Die Würfel von Super Seven und die geheimen Seiten von Cross Words Combat würden „den einen Gewinnzug“ von etwas abhängig machen, das der Löser nicht wissen kann. Sein einziger Gewinnzug ist durch eine exakte Suche bewiesen, und ein legaler falscher Zug zählt als Versuch.
    - **Teampartien.** Mit `/play … team:True` spielt der Kanal gemeinsam gegen die KI. Bei jedem Zug des Teams darf jeder im Kanal privat mit einem Zug abstimmen und seine Stimme ändern, bis der Zug schließt; dann wird der Zug mit den meisten Stimmen gespielt, bei Gleichstand der, für den zuerst gestimmt wurde. Ein Zug ohne Stimmen ist auf Zeit verloren. Teampartien werden nie gewertet. Kanal gegen Kanal (`/play … rival_channel:`): Ein Kanal fordert einen anderen heraus, auf diesem Server oder auf einem anderen, dessen Moderatoren es erlauben (`/settings team_challenges:True`); jeder im herausgeforderten Kanal darf annehmen oder ablehnen, jeder im herausfordernden zurückziehen. Jeder Kanal stimmt nur in den Zügen seines eigenen Teams ab und sieht nur, was sein eigener Platz wissen darf; beide Kanäle sehen jedes Brett und führen ihre Bilanz. Der herausfordernde Kanal nimmt den ersten Platz. Bis die Partie endet, startet keiner der beiden Kanäle eine andere.

# end of rules


## Web pages
web-language = Sprache
web-not-found-title = Seite nicht gefunden
web-not-found = Unter dieser Adresse gibt es keine Seite.
web-not-found-players = Ein Spiel in einer Direktnachricht, einer Gruppen-DM oder auf einem Server ohne öffentliche Seiten ist nur für seine Spieler: Melde dich mit Discord an, um es zu verfolgen.
web-unavailable-title = Vorübergehend nicht erreichbar
web-unavailable = Die Seiten können gerade nicht gelesen werden. Bitte gleich noch einmal versuchen.
web-too-many-title = Zu viele Anfragen
web-too-many = Du hast in kurzer Zeit viele Seiten abgerufen. Bitte warte einen Moment und versuche es dann erneut.
web-leaderboard-title = Rangliste { $game }
web-everywhere-title = Bestenliste { $game } — überall
web-everywhere-about = Partien in Direkt- und Gruppennachrichten und auf Servern, die ihre hier mitzählen.
web-leaderboard-caption = Wertungen { $game }, Seite { $page }
web-leaderboard-empty = Auf diesem Server hat noch niemand { $game } gewertet gespielt.
web-games = Spiele
web-rank = Platz
web-player = Spieler
web-rating = Wertung
web-wins = Siege
web-losses = Niederlagen
web-draws = Remis
web-games-played = Partien
web-pages = Seiten
web-previous = Zurück
web-next = Weiter
web-game-title = { $game } Nr. { $number }: { $first } gegen { $second }
web-game-meta = Beendet am { $date } · { $plies ->
    [one] 1 Halbzug
   *[other] { $plies } Halbzüge
}
web-rated = gewertet
web-casual = ungewertet
web-stepper = Durch die Partie blättern
web-first = Anfang
web-back = Zurück
web-forward = Vor
web-last = Ende
web-keys-hint = Tasten: ← → blättern, Pos1 und Ende springen an Anfang und Schluss.
web-moves = Züge
web-downloads = Downloads
web-download-gif = Wiederholung (animiertes GIF)
web-download-moves = Zugdatei
web-download-page = Seite von { $seat }
web-referee = Die Partie mit boardbots Schiedsrichter prüfen:
