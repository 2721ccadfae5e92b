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

# end of pictures

## Pickers: buttons and menus (src/input)

# end of pickers

## Commands: names, descriptions, options, choices (src/discord/commands.rs)

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
host-nothing-private = Diese Partie hat nichts Privates zu zeigen: Alles steht auf dem Brett.
host-abort-moderators-only = Nur Moderatoren (Mitglieder mit der Berechtigung „Server verwalten“) können eine Partie abbrechen.
host-turn-timer-range = Der Zug-Timer muss zwischen 1 Minute und 30 Tagen liegen.
host-game-gone = Diese Partie gibt es nicht mehr.
host-not-your-turn = Du bist nicht am Zug: { $name } ist dran.
host-the-game-is-over = Die Partie ist vorbei.
host-no-dms = Gespielt wird in Serverkanälen, nicht in Direktnachrichten.
host-settings-moderators-only = Nur Moderatoren (Mitglieder mit der Berechtigung „Server verwalten“) können Einstellungen ändern.
host-option-belongs-to-opponent = Die Option `{ $key }` wählt dein Gegner, nicht du. Lass sie weg; er kann sie selbst setzen, wenn er dich herausfordert.
host-settings-need-server = Einstellungen gehören zu einem Server; nutze diesen Befehl dort.
host-channel-busy = In diesem Kanal läuft schon eine Partie oder Herausforderung. Bring sie erst zu Ende oder starte einen Thread für eine zweite Partie.
host-no-game-here = In diesem Kanal läuft keine Partie. Starte eine mit /play.
host-stale-board = Dieses Brett ist veraltet: Die Partie ist schon weiter. Mit /board siehst du das aktuelle.
host-not-a-move = `{ $input }` ist hier kein Zug: { $reason }.
host-illegal-move = `{ $input }` ist nicht erlaubt: { $reason }.
host-cooldown = { $name } hat deine letzte Herausforderung abgelehnt. Du kannst erneut herausfordern in { $wait }.
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
button-accept = Annehmen
button-decline = Ablehnen
button-decline-block = Ablehnen und blockieren
button-previous = ◀ Zurück
button-next = Weiter ▶
button-replay = Wiederholung
challenge-lapses = Die Herausforderung verfällt { $when }.
reminder = { $mention }, zur Erinnerung: Dein Zug in { $game } endet { $when }. Mit /board siehst du die Partie.
leaderboard-empty = Noch keine gewerteten Partien. Sei die erste Person: /play
leaderboard-row = **{ $rank }.** { $name } — { $rating } ({ $wins }S { $losses }N { $draws }U)
games-none = Hier wird gerade nicht gespielt. Starte eine Partie mit /play.
games-waiting = wartet darauf, dass { $name } annimmt
games-to-move = { $name } ist am Zug
games-finishing = endet gerade
games-lapses =  · verfällt { $when }
games-turn-ends =  · Zug endet { $when }
games-row = **{ $game }** #{ $number } · { $first } gegen { $second } · { $state }{ $until } · { $channel }
games-title = Laufende Partien auf diesem Server ({ $count })
games-page = Seite { $page } von { $pages }
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
play-bad-option-pair = Ich konnte die Optionen nicht lesen: `{ $pair }` sollte wie Schlüssel=Wert aussehen.
play-pick-opponent = Wähl einen Gegner oder eine `ai`-Stufe, um gegen den Bot zu üben.
page-yours = Deine Seite:
hint-try = Versuch es mit `{ $move }`.
leaderboard-title = Bestenliste: { $game }
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
replay-so-far =  bisher (die Partie läuft noch; nur ihre Spieler sehen das)
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
history-casual =  · ungewertet
history-rating =  · Wertung { $change }
history-line = **#{ $game }** { $kind } gegen { $opponent } · **{ $verdict }** { $reason } · { $date } · { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }{ $rating }
# end of discord

## Terminal (src/terminal)

term-resuming = Deine unbeendete Partie { $game } geht weiter.
term-player = Spieler { $seat }
term-help = { $game } — gib einen Zug ein, `moves` für die erlaubten Züge, `draw`, `resign`, `rules`, `page` (deine eigene Seite, wo ein Spiel eine hat) oder `quit` (deine Partie wird gespeichert).
term-thinking = { $name } denkt nach…
term-saved = Partie gespeichert. Starte denselben Befehl, um weiterzuspielen.
term-legal-moves = Erlaubte Züge: { $moves }
term-played = Gespielt: { $move }
term-compliment = Kompliment: „{ $compliment }“
term-score = Stand: { $first-seat } { $first } – { $second } { $second-seat }
term-picture = Bild: { $path }
term-no-token = DISCORD_TOKEN ist nicht gesetzt: Stattdessen startet das lokale Spiel im Terminal.
term-which-game = Welches Spiel?
# end of terminal

## Rules (/rules): markdown, one message per game

# end of rules

