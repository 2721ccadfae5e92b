## Designed games: rules files, the designer's tools
design-not-a-legal-move = { $move } ist jetzt kein erlaubter Zug
design-rules-failed = die Regeldatei des Spiels ist gescheitert: { $error }
design-move-syntax = ein Zug sind 1 bis 64 Zeichen in der Notation des Spiels
design-needs-rules-file = ein entworfenes Spiel beginnt mit seiner Regeldatei
design-play-winner = { $seat } gewinnt.
design-play-draw = Die Partie endet unentschieden.
design-bad-option = Optionen dieses Spiels: { $error }
picker-designed-move = Wähle deinen Zug.
picker-designed-from = Wähle, wo dein Zug beginnt.
design-achievement = { $name }: { $description }
design-need-server = Entworfene Spiele werden in einem Server hochgeladen und verwaltet.
design-designers-only = Nur Mitglieder, die diesen Server verwalten, dürfen hier entworfene Spiele hochladen (eine Moderatorin kann mit `/settings designers:` eine Designer-Rolle festlegen).
design-designers-only-role = Nur Mitglieder, die diesen Server verwalten oder seine Designer-Rolle haben, dürfen hier entworfene Spiele hochladen.
design-upload-not-luau = Eine Regeldatei ist eine `.luau`-Datei.
design-upload-too-big = Eine Regeldatei darf höchstens { $kb } KB groß sein.
design-upload-not-text = Diese Datei ist kein Text (UTF-8); eine Regeldatei ist Luau-Quelltext.
design-id-taken = Die ID `{ $id }` gehört zum Spiel eines anderen Servers. Wähle in deiner Datei eine andere `id`.
design-server-full = Dieser Server hat { $max } entworfene Spiele, so viele wie erlaubt.
design-unknown-game = Dieser Server hat kein Spiel namens „{ $game }“. `/design list` zeigt seine entworfenen Spiele.
design-unknown-game-here = Hier gibt es kein Spiel namens „{ $game }“.
design-no-such-version = { $name } hat keine Version { $number }. `/design versions` listet sie auf.
design-checking = Prüfe { $file }: Partie { $done } von { $games }…
design-accepted = **{ $name }** Version { $number } ist bereit: Neue Partien davon auf diesem Server verwenden sie. Sie hat { $games } Zufallspartien ({ $plies } Züge) ohne Problem gespielt. Spiele sie mit `/play game:{ $id }`.
design-unchanged = Diese Datei ist bereits **{ $name }** Version { $number }; neue Partien hier verwenden sie.
design-refused = { $file } wurde nicht angenommen. Was sich ändern muss:
design-upload-fetch-failed = Die Datei konnte nicht von Discord geholt werden. Bitte versuche es noch einmal.
design-upload-fetch-busy = Gerade werden viele Dateien geholt. Bitte versuche es in einer Minute noch einmal.
design-list-none = Dieser Server hat noch keine entworfenen Spiele. Designer fügen eins mit `/design upload` hinzu.
design-list-heading = Die entworfenen Spiele dieses Servers:
design-list-line = **{ $name }** (`{ $id }`): Version { $number } von { $latest }
design-versions-heading = Versionen von **{ $name }** (`{ $id }`):
design-version-line = { $number }. „{ $declared }“, hochgeladen von { $author } <t:{ $at }:d> (`{ $hash }`)
design-version-in-use = ← neue Partien verwenden diese
design-version-used = Neue Partien von **{ $name }** verwenden hier jetzt Version { $number }; laufende Partien behalten ihre.
settings-designers = Designer: Mitglieder, die den Server verwalten, und { $role } laden entworfene Spiele hoch.
settings-designers-none = Designer: Mitglieder, die den Server verwalten, laden entworfene Spiele hoch.

## Balance reports
design-report-running = Balancebericht zu { $name } Version { $number }: Partie { $done } von { $total } läuft …
design-report-heading = **{ $name }** Version { $number }: Balancebericht, { $games } Partien je Paarung (die leichte KI gegen sich selbst, Zufallszüge gegen Zufallszüge).
design-report-ai = KI gegen KI: der erste Platz gewinnt { $first-wins } %, der zweite { $second-wins } %, Remis { $draws } % (95-%-Intervall des ersten Platzes { $low } bis { $high } %). Mittlere Länge (Median) { $median } Züge, 90. Perzentil { $p90 }.
design-report-random = Zufall gegen Zufall: der erste Platz gewinnt { $first-wins } %, der zweite { $second-wins } %, Remis { $draws } % (Intervall { $low } bis { $high } %). Mittlere Länge (Median) { $median } Züge, 90. Perzentil { $p90 }.
design-report-reversals = Späte Wenden: { $reversals } von { $judged } entschiedenen KI-Partien mit einer führenden Seite im letzten Viertel gingen an die andere Seite.
design-report-no-reversals = Späte Wenden: keine KI-Partie hatte im letzten Viertel eine führende Seite.
design-report-played-none = Auf diesem Server mit dieser Version gespielt: noch keine Partien gespielt.
design-report-played = Auf diesem Server mit dieser Version gespielt: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }; der erste Platz gewann { $first-wins } %, der zweite { $second-wins } %; mittlere Länge (Median) { $median } Züge. Aufgegeben: erster Platz { $resigned-first } %, zweiter Platz { $resigned-second } %. Zeit überschritten: erster Platz { $timeout-first } %, zweiter Platz { $timeout-second } %.
design-report-alt = Balancediagramm von { $name } Version { $number }: Balken mit den Siegen des ersten Platzes, den Remis und den Siegen des zweiten Platzes in den KI-Partien und in den Zufallspartien, und ein Histogramm der Partielängen.
design-report-games-range = Ein Bericht spielt 1 bis { $max } Partien je Paarung.
design-report-failed = Die Regeldatei ist während des Berichts gescheitert: { $error }
design-percent = { $value } %
design-compare-heading = **{ $name }**: Version { $first } neben Version { $second }
design-compare-made = Version { $number }: Bericht mit { $games } Partien je Paarung, erstellt <t:{ $at }:R>.
design-compare-missing = Version { $number } hat noch keinen Bericht: führe zuerst `/design report game:{ $id } version:{ $number }` aus.
design-compare-version = Version { $number }
design-compare-row-games = Bericht: Partien je Paarung
design-compare-row-ai-first = KI: Siege erster Platz
design-compare-row-ai-draws = KI: Remis
design-compare-row-ai-length = KI: mittlere Länge
design-compare-row-reversals = KI: späte Wenden
design-compare-row-random-first = Zufall: Siege erster Platz
design-compare-row-random-length = Zufall: mittlere Länge
design-compare-row-played = Hier gespielt: Partien
design-compare-row-played-first = Hier gespielt: Siege erster Platz
design-compare-row-played-gave-up = Hier gespielt: aufgegeben oder Zeit über
## Commands
cmd-design = Die entworfenen Spiele dieses Servers: Regeldateien hochladen, Spiele und Versionen
cmd-design-upload = Designer: eine Regeldatei (.luau) hochladen, ein neues Spiel oder eine neue Version
cmd-design-upload-file = Die Regeldatei (.luau, höchstens 256 KB)
cmd-design-list = Die entworfenen Spiele, die dieser Server spielt
cmd-design-versions = Alle Versionen eines entworfenen Spiels dieses Servers
cmd-design-versions-game = Welches entworfene Spiel
cmd-design-use = Designer: wählen, welche Version neue Partien eines entworfenen Spiels hier verwenden
cmd-design-use-game = Welches entworfene Spiel
cmd-design-use-version = Die Nummer der Version, aus /design versions
cmd-design-report = Der Balancebericht eines entworfenen Spiels: die KI gegen sich selbst, die hier gespielten Partien
cmd-design-report-game = Welches entworfene Spiel
cmd-design-report-games = Partien je Paarung (1 bis 1000, ohne Angabe 100)
cmd-design-report-version = Die Nummer der Version (ohne Angabe die verwendete)
cmd-design-compare = Zwei Versionen eines entworfenen Spiels nebeneinander, aus ihren Berichten
cmd-design-compare-game = Welches entworfene Spiel
cmd-design-compare-v1 = Die Nummer der ersten Version
cmd-design-compare-v2 = Die Nummer der zweiten Version
cmd-settings-designers = Eine Rolle, deren Mitglieder entworfene Spiele hochladen dürfen (@everyone: keine)
design-not-own = { $name } stammt aus der Galerie: Nur der Server, der es gemacht hat, teilt oder veröffentlicht es.
design-shared = Jeder kann dieses Spiel in einer DM oder Gruppen-DM mit `/play game:{ $code }` spielen (es spielt die Version, die dieser Server verwendet).
design-published = **{ $name }** Version { $number } wird allen Servern angeboten. Die Betreiberin des Bots prüft es, bevor es in `/design browse` erscheint.
design-already-listed = **{ $name }** steht in dieser Version bereits in der Galerie.
design-not-in-gallery = Kein Spiel `{ $id }` wurde der Galerie angeboten.
design-gallery-state = `{ $id }` in der Galerie ist { $state }: Diese Entscheidung passt nicht.
design-not-listed = Die Galerie führt kein Spiel namens „{ $game }“. `/design browse` zeigt, was sie führt.
design-already-here = Dieser Server spielt **{ $name }** bereits.
design-gallery-empty = Die Galerie führt noch keine Spiele.
design-gallery-heading = Entworfene Spiele, die jeder Server mit `/design add` hinzufügen kann:
design-gallery-line = **{ $name }** (`{ $id }`, Version { $number }): { $rules }
design-added = **{ $name }** Version { $number } ist jetzt eines der Spiele dieses Servers: `/play game:{ $id }`.
cmd-design-share = Designer: ein Code, um ein Spiel dieses Servers in DMs und Gruppen-DMs zu spielen
cmd-design-share-game = Welches entworfene Spiel
cmd-design-publish = Designer: ein Spiel dieses Servers allen Servern anbieten (nach Prüfung)
cmd-design-publish-game = Welches entworfene Spiel
cmd-design-browse = Entworfene Spiele, die jeder Server hinzufügen kann
cmd-design-add = Designer: ein Spiel aus der Galerie zu diesem Server hinzufügen
cmd-design-add-game = ID oder Name des Spiels, aus /design browse

# Ein entworfenes Spiel, angehalten, weil seine Regeldatei mitten im Spiel scheiterte.
design-game-paused = Dieses Spiel ist angehalten: Die Regeldatei von { $game } ist am Zug { $move } gescheitert. Solange es wartet, läuft keine Zeit; sein Designer weiß Bescheid, und es geht dort weiter, wo es stand, sobald eine korrigierte Version hochgeladen ist. Aufgeben oder ein Remis vereinbaren könnt ihr weiterhin.
design-paused-status = Angehalten: Die Regeln von { $game } sind an { $who }s Zug { $move } gescheitert; das Spiel wartet ohne laufende Zeit auf die korrigierte Version seines Designers
design-game-paused-secret = Dieses Spiel ist angehalten: Die Regeldatei von { $game } ist an einem Zug gescheitert. Solange es wartet, läuft keine Zeit; sein Designer weiß Bescheid, und es geht dort weiter, wo es stand, sobald eine korrigierte Version hochgeladen ist. Aufgeben oder ein Remis vereinbaren könnt ihr weiterhin.
design-paused-status-secret = Angehalten: Die Regeln von { $game } sind an einem Zug von { $who } gescheitert; das Spiel wartet ohne laufende Zeit auf die korrigierte Version seines Designers
design-paused-resumed = { $count ->
    [one] Ein angehaltenes Spiel davon geht mit dieser Version weiter.
   *[other] { $count } angehaltene Spiele davon gehen mit dieser Version weiter.
}
design-paused-still = Spiel { $game } bleibt angehalten: { $why }
design-resume-over = Mit dieser Version wäre das Spiel schon vorbei.
design-resume-failed = Mit dieser Version lassen sich seine Züge nicht nachspielen: { $error }
design-game-resumed = **{ $name }** Version { $number } ist da: Dieses Spiel geht dort weiter, wo es stand, mit der Zeit, die seinem Spieler blieb.
design-fixed-elsewhere = **{ $name }** hat eine neue Fassung, { $number }, von seinem Designer. Diese Partie bleibt pausiert, bis die Designer dieses Servers mit `/design use game:{ $id } version:{ $number }` zu ihr wechseln.
notifications-design-paused = Ein Spiel von **{ $game }** in { $channel } ist angehalten: Seine Regeldatei ist gescheitert (`{ $detail }`). Korrigiere die Datei (prüfe sie mit `boardbot design check`) und lade sie mit `/design upload` hoch: Das Spiel geht mit der neuen Version weiter, ohne dass etwas verloren geht.
notifications-design-approved = **{ $game }** steht jetzt in der Galerie: Jeder Server findet es mit `/design browse`.
notifications-design-rejected = **{ $game }** wurde nicht in die Galerie aufgenommen. Die Prüfung schrieb: { $detail }
notifications-design-withdrawn = **{ $game }** wurde aus der Galerie genommen; Server, die es hinzugefügt haben, spielen es weiter. Die Prüfung schrieb: { $detail }
long-work-by-dm = Das hat länger gedauert, als Discord dem Bot erlaubt, seine Antwort zu bearbeiten, deshalb kommt es hier per Direktnachricht:
term-paused = Die Regeldatei ist gescheitert: { $fault }
    Der Zug wurde nicht gespielt, die Partie ist angehalten. Korrigiere die Datei und starte denselben Befehl erneut: Die Partie geht dort weiter, wo sie stand (oder tippe resign).
term-paused-resumed = Sie war mit einer früheren Version der Regeldatei angehalten: Sie geht mit der Datei weiter, wie sie jetzt ist.
term-paused-still = Sie bleibt angehalten: { $why }
