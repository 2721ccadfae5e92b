## Seasons (host)
season-named = { $name }
season-numbered = Saison { $number }
season-changed-meanwhile = Die Saisons haben sich gerade geändert. Bitte versuche es noch einmal.
season-none-running = Hier läuft keine Saison. Ein Admin startet eine mit /season start.
season-unknown = Hier gibt es keine Saison { $number }.
season-length-range = Eine Saison dauert 1 bis { $max } Tage, oder 0 für einen Kalendermonat.

## /season
cmd-season = Saisons: die aktuelle Saison und für Admins Starten, Beenden und Planen
cmd-season-show = Die aktuelle Saison: wann sie endet und wie Saisons hier laufen
cmd-season-start = Admins: jetzt eine Saison starten (die laufende endet, ihre Tabelle wird gepostet)
cmd-season-start-name = Der Name der Saison (sonst: Saison N)
cmd-season-start-days = Wie viele Tage Saisons dauern, 0 für einen Kalendermonat (sonst wie bisher)
cmd-season-end = Admins: die Saison jetzt beenden; keine neue startet vor /season start
cmd-season-settings = Admins: wie lange Saisons dauern und wo ihre Abschlusstabelle gepostet wird
cmd-season-settings-days = Tage pro Saison, 0 für einen Kalendermonat (ab der nächsten Saison)
cmd-season-settings-channel = Der Kanal für die Abschlusstabellen
cmd-season-settings-post = Falsch: die Abschlusstabellen nirgends posten
cmd-leaderboard-season = Die Tabelle einer Saison: ihre Nummer, oder 0 für die aktuelle
season-show-running = **{ $season }** läuft bis { $ends } ({ $left }).
season-show-none = Es läuft keine Saison. Ein Admin startet eine mit /season start.
season-show-monthly = Saisons dauern einen Kalendermonat.
season-show-days = Saisons dauern { $days ->
    [one] einen Tag
   *[other] { $days } Tage
}.
season-show-channel = Abschlusstabellen werden in { $channel } gepostet.
season-show-no-channel = Abschlusstabellen werden nicht gepostet: Ein Admin wählt einen Kanal mit /season settings.
season-started = **{ $season }** hat begonnen. Sie läuft bis { $ends }.
season-ended = **{ $season }** ist vorbei. Keine neue Saison startet, bis ein Admin /season start ausführt.
season-over = **{ $season }** ist vorbei! Die Abschlusstabellen:
season-champion-line = 🏆 { $game }: { $name } ({ $rating })
season-no-champion-line = { $game }: kein Champion (niemand hat { $games } gewertete Partien gespielt)
season-nobody-played = In dieser Saison hat niemand eine gewertete Partie gespielt.
season-leaderboard-title = { $game } — { $season }
stats-title-line = 🏆 Champion der Saison { $number } in { $game }

## Season pictures
season-picture-event = { $season }
season-picture-podium-rating = { $rating }
season-picture-alt = Tabelle von { $season } in { $game }, { $players ->
    [one] ein Spieler
   *[other] { $players } Spieler
}: { $top }

## Rating roles
cmd-roles = Wertungsrollen: Discord-Rollen für Wertungsstufen und Saisontitel vergeben
cmd-roles-tier = Eine Rolle für Spieler ab dieser Wertung in einem Spiel (nur ihre höchste Stufe)
cmd-roles-tier-game = Das Spiel, dessen Gesamtwertung zählt
cmd-roles-tier-rating = Die niedrigste Wertung der Stufe
cmd-roles-tier-role = Die zu vergebende Rolle
cmd-roles-champion = Eine Rolle für den amtierenden Saison-Champion eines Spiels (oder irgendeines Spiels)
cmd-roles-champion-role = Die zu vergebende Rolle
cmd-roles-champion-game = Das Spiel (weglassen: Champion irgendeines Spiels)
cmd-roles-remove = Eine Rolle nicht mehr verwalten (Mitglieder behalten sie, wie sie ist)
cmd-roles-remove-role = Die Rolle
cmd-roles-list = Die Wertungsrollen des Servers und ob der Bot sie vergeben kann
roles-tier = { $rating }+ in { $game }
roles-champion-of = Saison-Champion in { $game }
roles-champion-any = Saison-Champion in irgendeinem Spiel
roles-missing-everyone = @everyone kann nicht vergeben oder entzogen werden.
roles-missing-integration = Diese Rolle gehört einer Integration (die eigene Rolle eines Bots oder die Booster-Rolle): Niemand kann sie vergeben.
roles-missing-manage-roles = Der Bot braucht die Berechtigung „Rollen verwalten“.
roles-missing-position = Die höchste Rolle des Bots muss über dieser Rolle stehen: Zieh die Rolle des Bots unter Servereinstellungen → Rollen darüber.
roles-cannot = Der Bot kann diese Rolle noch nicht vergeben, daher wurde nichts geändert:
    { $missing }
roles-tier-range = Die Wertung einer Stufe liegt zwischen { $low } und { $high }.
roles-too-many = Ein Server kann höchstens { $max } Rollen zuordnen.
roles-no-rule = Der Bot verwaltet diese Rolle nicht.
roles-removed = Der Bot verwaltet diese Rolle nicht mehr; Mitglieder behalten sie, wie sie ist.
roles-list = Wertungsrollen:
roles-set = { $role } geht jetzt an: { $rule }. Mitglieder bekommen sie innerhalb einer Minute und nach jeder gewerteten Partie.
roles-none = Noch keine Wertungsrollen. Ordne eine mit /roles tier oder /roles champion zu.
roles-rule-line = { $role }: { $rule }
roles-role-gone = diese Rolle gibt es nicht mehr
roles-last-problem = Letztes Problem: { $problem }
roles-problem-role-gone = eine verwaltete Rolle wurde gelöscht.
roles-problem-permissions = Discord hat eine Rollenänderung abgelehnt: Der Bot braucht „Rollen verwalten“ und eine Rolle über den Rollen, die er verwaltet.
settings-roles = **Wertungsrollen**

## Streaks and achievements
achievement-first-win = Erster Sieg in { $game }
achievement-beat-hard-ai = Die schwere KI geschlagen
achievement-games = { $count } Partien gespielt
achievement-win-streak = { $count } Siege in Folge
achievement-days = An { $count } Tagen in Folge gespielt
achievement-feat-twenty-sevens = Erdrutsch: Twenty-Sevens mit 3 oder mehr Linien Vorsprung gewonnen
achievement-feat-mega-tic-tac-toe = Flinke Ketten: Mega Tic-Tac-Toe in höchstens 40 Zügen gewonnen
achievement-feat-cross-words-combat = Eroberer: Cross Words Combat mit doppelt so vielen Eroberungen wie der Gegner gewonnen
achievement-comeback = Comeback: aus einer Stellung gewonnen, der die Analyse 20 % oder weniger gab
achievement-tournament-won = Ein Turnier gewonnen
achievement-season-champion = Saison-Champion
achievement-announced = 🏅 { $name }: { $achievement }
stats-streaks = Siegesserie { $wins } (beste { $best_wins }) · Tage in Folge { $days } (beste { $best_days })
stats-achievement = 🏅 { $achievement } — { $date }
cmd-settings-achievements = Erfolge einer Partie unter ihrem Endbrett ankündigen (standardmäßig an)
settings-achievements-on = Erfolge werden unter beendeten Partien angekündigt.
settings-achievements-off = Erfolge werden nicht angekündigt.

## Daily puzzle
cmd-puzzle = Das Rätsel des Tages: Ein Zug gewinnt, finde ihn
cmd-puzzle-show = Das heutige Rätsel, privat, mit Knöpfen zum Antworten
cmd-puzzle-answer = Das heutige Rätsel mit einem Zug beantworten
cmd-puzzle-answer-move = Dein Zug, geschrieben wie bei /move
cmd-puzzle-solvers = Wer das heutige Rätsel gelöst hat
puzzle-status = { $seat } zieht und gewinnt
puzzle-title = 🧩 **Rätsel des Tages** — { $game }
puzzle-prompt = { $seat } ist am Zug: Ein Zug gewinnt erzwungen, jeder andere verschenkt den Sieg. Finde ihn mit den Knöpfen oder /puzzle answer.
puzzle-tries = Bisherige Versuche: { $tries }
puzzle-wrong = { $move } ist nicht der Zug. Versuche: { $tries }. Schau noch einmal hin!
puzzle-solved = ✅ Gelöst: **{ $move }**, mit { $tries ->
    [one] einem Versuch
   *[other] { $tries } Versuchen
}.
puzzle-from-game = Die Stellung stammt aus Partie #{ $game } dieses Servers.
puzzle-from-game-link = Die Stellung stammt aus Partie #{ $game } dieses Servers: { $url }
puzzle-from-private = Die Stellung stammt aus einer auf boardbot gespielten Partie.
puzzle-from-ai = Die Stellung stammt aus einer Partie der KI gegen sich selbst.
puzzle-streak = Rätselserie: { $days ->
    [one] ein Tag
   *[other] { $days } Tage
} in Folge.
puzzle-solved-already = Du hast das heutige Rätsel schon gelöst. Morgen (UTC) kommt ein neues.
puzzle-old = Das war ein früheres Rätsel. Öffne das heutige mit /puzzle show.
puzzle-no-solvers = Noch niemand hat das heutige Rätsel gelöst.
puzzle-solvers = Heute gelöst:
puzzle-solver-line = { $name } ({ $tries ->
    [one] ein Versuch
   *[other] { $tries } Versuche
})
puzzle-solver-count = { $count ->
    [one] Ein Spieler hat
   *[other] { $count } Spieler haben
} das heutige Rätsel gelöst.

## Games a channel plays together
cmd-play-team = Wahr: Dieser Kanal spielt gemeinsam und stimmt über jeden Zug ab (gegen KI oder rival_channel)
cmd-play-vote-time = Teampartien: wie lange jeder Zug zur Abstimmung offen ist, z. B. 2m (sonst 2 Minuten)
team-name = Dieser Kanal
team-vote-range = Ein Teamzug ist { $min } bis { $max } zur Abstimmung offen.
team-bots-cannot-vote = Bots stimmen nicht ab.
team-against-ai-only = Ein Kanal spielt gemeinsam gegen die KI oder einen anderen Kanal: Lass den Gegner weg (die Stufe der KI wählst du mit ai:, einen Kanal mit rival_channel:).
team-voted = Deine Stimme: { $move } ({ $votes ->
    [one] die erste Stimme
   *[other] bisher { $votes } Stimmen
}). Du kannst sie ändern, bis der Zug { $closes } schließt.
team-votes-line = 🗳️ { $votes ->
    [one] Bisher eine Stimme
   *[other] Bisher { $votes } Stimmen
} (die Züge bleiben geheim, bis der Zug schließt).
team-your-move = 🗳️ Dieser Kanal ist am Zug: Stimmt mit /move oder den Knöpfen ab, bevor der Zug schließt.
team-record = Bilanz dieses Kanals in { $game }: { $wins } gewonnen, { $losses } verloren, { $draws } remis.

## Channel against channel
cmd-play-rival-channel = Teampartien: ein Kanal, den ihr herausfordert (#Erwähnung, ID oder Link; auch anderer Server)
team-match-to-move = 🗳️ { $team } ist am Zug: Sein Kanal stimmt mit /move oder den Knöpfen ab, bevor der Zug schließt.
team-match-record = Bilanz von { $team } in { $game }: { $wins } gewonnen, { $losses } verloren, { $draws } remis.
team-match-bad-channel = „{ $text }“ nennt keinen Kanal: Gib eine #Erwähnung, eine Kanal-ID oder einen Kanal-Link an.
team-match-cannot-see = Diesen Kanal sehe ich nicht: Nenne einen Textkanal auf einem Server, auf dem ich bin.
team-match-cannot-post = Ich konnte die Herausforderung nicht in { $channel } posten: Dort muss ich lesen und schreiben dürfen. Es wurde nichts gestartet.
team-match-servers-only = Kanal gegen Kanal wird zwischen Kanälen von Servern gespielt.
team-match-same-channel = Ein Kanal kann sich nicht selbst herausfordern: Nenne einen anderen Kanal.
team-match-server-closed = Der Server von { $channel } nimmt keine Teamherausforderungen anderer Server an (seine Moderatoren können sie mit /settings team_challenges:True erlauben).
team-match-rival-busy = { $channel } hat schon eine Partie oder eine Herausforderung.
team-match-only-challenged-accepts = Nur { $channel } kann annehmen: Dort darf es jeder.
team-match-not-your-turn = { $name } ist am Zug: Euer Kanal stimmt in seinen eigenen Zügen ab.
team-match-challenge = ⚔️ { $home } fordert diesen Kanal zu einer Teampartie { $game } heraus: Jeder Kanal stimmt über seine eigenen Züge ab, { $vote } pro Zug. { $terms }. Jeder hier darf annehmen.
team-match-sent = ⚔️ Dieser Kanal hat { $away } zu einer Teampartie { $game } herausgefordert ({ $vote } pro Zug). Jemand dort muss annehmen; jeder hier darf zurückziehen.
team-match-declined = { $away } hat die Teamherausforderung von { $home } zu { $game } abgelehnt.
team-match-withdrawn = { $home } hat die Teamherausforderung an { $away } zurückgezogen.
team-match-accepted = { $away } hat die Teamherausforderung von { $home } zu { $game } angenommen.
team-match-accept = Für diesen Kanal annehmen
team-match-decline = Ablehnen
team-match-withdraw = Zurückziehen
cmd-settings-team-challenges = Kanäle anderer Server dürfen Kanäle dieses Servers zu Teampartien herausfordern (sonst aus)
settings-team-challenges-on = Kanäle anderer Server dürfen Kanäle dieses Servers zu Teampartien herausfordern.
settings-team-challenges-off = Nur Kanäle dieses Servers fordern seine Kanäle zu Teampartien heraus.
team-match-needs-bot = Kanal gegen Kanal gibt es nur auf Servern, die mich eingeladen haben: Ich poste die Bretter beider Kanäle.
