## Designed games: rules files, the designer's tools
design-not-a-legal-move = { $move } no es una jugada legal ahora
design-rules-failed = el archivo de reglas del juego ha fallado: { $error }
design-move-syntax = una jugada son de 1 a 64 caracteres en la notación del juego
design-needs-rules-file = un juego diseñado empieza desde su archivo de reglas
design-play-winner = Gana { $seat }.
design-play-draw = La partida termina en tablas.
design-bad-option = opciones de este juego: { $error }
picker-designed-move = Elige tu jugada.
picker-designed-from = Elige dónde empieza tu jugada.
design-achievement = { $name }: { $description }
design-need-server = Los juegos diseñados se suben y se gestionan en un servidor.
design-designers-only = Solo quienes gestionan este servidor pueden subir juegos diseñados aquí (un moderador puede nombrar un rol de diseñadores con `/settings designers:`).
design-designers-only-role = Solo quienes gestionan este servidor, o tienen su rol de diseñadores, pueden subir juegos diseñados aquí.
design-upload-not-luau = Un archivo de reglas es un archivo `.luau`.
design-upload-too-big = Un archivo de reglas puede ocupar como mucho { $kb } KB.
design-upload-not-text = Ese archivo no es texto (UTF-8); un archivo de reglas es código Luau.
design-id-taken = El id `{ $id }` es el juego de otro servidor. Elige otro `id` en tu archivo.
design-server-full = Este servidor tiene { $max } juegos diseñados, tantos como puede.
design-unknown-game = Este servidor no tiene ningún juego llamado «{ $game }». `/design list` muestra sus juegos diseñados.
design-unknown-game-here = Aquí no hay ningún juego llamado «{ $game }».
design-no-such-version = { $name } no tiene versión { $number }. `/design versions` las muestra.
design-checking = Comprobando { $file }: partida { $done } de { $games }…
design-accepted = **{ $name }** versión { $number } está lista: las nuevas partidas en este servidor la usan. Jugó { $games } partidas al azar ({ $plies } jugadas) sin ningún problema. Juégala con `/play game:{ $id }`.
design-unchanged = Este archivo ya es **{ $name }** versión { $number }; las nuevas partidas aquí la usan.
design-refused = { $file } no se aceptó. Lo que hay que cambiar:
design-upload-fetch-failed = No se pudo obtener el archivo de Discord. Inténtalo de nuevo.
design-upload-fetch-busy = Ahora mismo se están obteniendo muchos archivos. Inténtalo de nuevo dentro de un minuto.
design-list-none = Este servidor aún no tiene juegos diseñados. Los diseñadores añaden uno con `/design upload`.
design-list-heading = Los juegos diseñados de este servidor:
design-list-line = **{ $name }** (`{ $id }`): versión { $number } de { $latest }
design-versions-heading = Versiones de **{ $name }** (`{ $id }`):
design-version-line = { $number }. «{ $declared }», subida por { $author } <t:{ $at }:d> (`{ $hash }`)
design-version-in-use = ← las nuevas partidas usan esta
design-version-used = Las nuevas partidas de **{ $name }** aquí usan ahora la versión { $number }; las partidas en curso conservan la suya.
settings-designers = Diseñadores: quienes gestionan el servidor y { $role } suben juegos diseñados.
settings-designers-none = Diseñadores: quienes gestionan el servidor suben juegos diseñados.

## Balance reports
design-report-running = Informe de equilibrio de { $name } versión { $number }: jugando la partida { $done } de { $total }…
design-report-heading = **{ $name }** versión { $number }: informe de equilibrio, { $games } partidas por emparejamiento (la IA fácil contra sí misma, jugadas al azar contra jugadas al azar).
design-report-ai = IA contra IA: el primer puesto gana el { $first-wins } %, el segundo el { $second-wins } %, tablas { $draws } % (intervalo del 95 % del primer puesto: { $low } a { $high } %). Duración mediana { $median } jugadas, percentil 90: { $p90 }.
design-report-random = Azar contra azar: el primer puesto gana el { $first-wins } %, el segundo el { $second-wins } %, tablas { $draws } % (intervalo { $low } a { $high } %). Duración mediana { $median } jugadas, percentil 90: { $p90 }.
design-report-reversals = Remontadas tardías: { $reversals } de { $judged } partidas decididas de la IA con un bando por delante en su último cuarto fueron para el otro bando.
design-report-no-reversals = Remontadas tardías: ninguna partida de la IA tuvo un bando por delante en su último cuarto.
design-report-played-none = Jugado en este servidor con esta versión: aún no se ha jugado ninguna partida.
design-report-played = Jugado en este servidor con esta versión: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }; el primer puesto ganó el { $first-wins } %, el segundo el { $second-wins } %; duración mediana { $median } jugadas. Abandonos: primer puesto { $resigned-first } %, segundo puesto { $resigned-second } %. Tiempo agotado: primer puesto { $timeout-first } %, segundo puesto { $timeout-second } %.
design-report-alt = Gráfico de equilibrio de { $name } versión { $number }: barras con las victorias del primer puesto, las tablas y las victorias del segundo puesto en las partidas de la IA y en las partidas al azar, y un histograma de la duración de las partidas.
design-report-games-range = Un informe juega de 1 a { $max } partidas por emparejamiento.
design-report-failed = El archivo de reglas falló durante el informe: { $error }
design-percent = { $value } %
design-compare-heading = **{ $name }**: versión { $first } junto a la versión { $second }
design-compare-made = Versión { $number }: informe de { $games } partidas por emparejamiento, hecho <t:{ $at }:R>.
design-compare-missing = La versión { $number } aún no tiene informe: ejecuta primero `/design report game:{ $id } version:{ $number }`.
design-compare-version = Versión { $number }
design-compare-row-games = Informe: partidas por emparejamiento
design-compare-row-ai-first = IA: victorias del primer puesto
design-compare-row-ai-draws = IA: tablas
design-compare-row-ai-length = IA: duración mediana
design-compare-row-reversals = IA: remontadas tardías
design-compare-row-random-first = Azar: victorias del primer puesto
design-compare-row-random-length = Azar: duración mediana
design-compare-row-played = Jugado aquí: partidas
design-compare-row-played-first = Jugado aquí: victorias del primer puesto
design-compare-row-played-gave-up = Jugado aquí: abandonos o tiempo agotado
## Commands
cmd-design = Los juegos diseñados de este servidor: subir archivos de reglas, juegos y versiones
cmd-design-upload = Diseñadores: sube un archivo de reglas (.luau), un juego nuevo o una nueva versión
cmd-design-upload-file = El archivo de reglas (.luau, como mucho 256 KB)
cmd-design-list = Los juegos diseñados que juega este servidor
cmd-design-versions = Todas las versiones de un juego diseñado de este servidor
cmd-design-versions-game = Qué juego diseñado
cmd-design-use = Diseñadores: elige qué versión usan aquí las nuevas partidas de un juego diseñado
cmd-design-use-game = Qué juego diseñado
cmd-design-use-version = El número de la versión, de /design versions
cmd-design-report = El informe de equilibrio de un juego diseñado: la IA contra sí misma y las partidas jugadas aquí
cmd-design-report-game = Qué juego diseñado
cmd-design-report-games = Partidas por emparejamiento (de 1 a 1000; 100 si no se indica)
cmd-design-report-version = El número de la versión (la que se usa si no se indica)
cmd-design-compare = Dos versiones de un juego diseñado una junto a otra, según sus informes
cmd-design-compare-game = Qué juego diseñado
cmd-design-compare-v1 = El número de la primera versión
cmd-design-compare-v2 = El número de la segunda versión
cmd-settings-designers = Un rol cuyos miembros pueden subir juegos diseñados (@everyone: ninguno)
design-not-own = { $name } viene de la galería: solo el servidor que lo hizo lo comparte o lo publica.
design-shared = Cualquiera puede jugar este juego en un MD o MD de grupo con `/play game:{ $code }` (juega la versión que usa este servidor).
design-published = **{ $name }** versión { $number } se ofrece a todos los servidores. El operador del bot lo revisa antes de que aparezca en `/design browse`.
design-already-listed = **{ $name }** ya está en la galería con esta versión.
design-not-in-gallery = Ningún juego `{ $id }` se ofreció a la galería.
design-gallery-state = `{ $id }` en la galería está { $state }: esa decisión no se aplica.
design-not-listed = La galería no tiene ningún juego llamado «{ $game }». `/design browse` muestra lo que tiene.
design-already-here = Este servidor ya juega **{ $name }**.
design-gallery-empty = La galería aún no tiene juegos.
design-gallery-heading = Juegos diseñados que cualquier servidor puede añadir con `/design add`:
design-gallery-line = **{ $name }** (`{ $id }`, versión { $number }): { $rules }
design-added = **{ $name }** versión { $number } es ahora uno de los juegos de este servidor: `/play game:{ $id }`.
cmd-design-share = Diseñadores: un código para jugar un juego de este servidor en MD y MD de grupo
cmd-design-share-game = Qué juego diseñado
cmd-design-publish = Diseñadores: ofrece un juego de este servidor a todos (tras revisión)
cmd-design-publish-game = Qué juego diseñado
cmd-design-browse = Juegos diseñados que cualquier servidor puede añadir
cmd-design-add = Diseñadores: añade un juego de la galería a este servidor
cmd-design-add-game = El id o nombre del juego, de /design browse

# Un juego diseñado en pausa porque su archivo de reglas falló en plena partida.
design-game-paused = Esta partida está en pausa: el archivo de reglas de { $game } falló con la jugada { $move }. Mientras espera no corre el tiempo; su diseñador ya lo sabe, y la partida sigue donde se quedó en cuanto se suba una versión corregida. Aún podéis abandonar o acordar tablas.
design-paused-status = En pausa: las reglas de { $game } fallaron con la jugada { $move } de { $who }; la partida espera, sin que corra el tiempo, la versión corregida de su diseñador
design-game-paused-secret = Esta partida está en pausa: el archivo de reglas de { $game } falló con una jugada. Mientras espera no corre el tiempo; su diseñador ya lo sabe, y la partida sigue donde se quedó en cuanto se suba una versión corregida. Aún podéis abandonar o acordar tablas.
design-paused-status-secret = En pausa: las reglas de { $game } fallaron con una jugada de { $who }; la partida espera, sin que corra el tiempo, la versión corregida de su diseñador
design-paused-resumed = { $count ->
    [one] Una partida en pausa de este juego sigue con esta versión.
   *[other] { $count } partidas en pausa de este juego siguen con esta versión.
}
design-paused-still = La partida { $game } sigue en pausa: { $why }
design-resume-over = Con esta versión la partida ya habría terminado.
design-resume-failed = Con esta versión sus jugadas no se reproducen: { $error }
design-game-resumed = Ya está aquí **{ $name }** versión { $number }: esta partida sigue donde se quedó, con el tiempo que le quedaba a su jugador.
design-fixed-elsewhere = **{ $name }** tiene una versión nueva, la { $number }, de su diseñador. Esta partida sigue en pausa hasta que los diseñadores de este servidor la adopten con `/design use game:{ $id } version:{ $number }`.
notifications-design-paused = Una partida de **{ $game }** en { $channel } está en pausa: su archivo de reglas falló (`{ $detail }`). Corrige el archivo (compruébalo con `boardbot design check`) y súbelo con `/design upload`: la partida sigue con la nueva versión, sin perder nada.
notifications-design-approved = **{ $game }** ya está en la galería: cualquier servidor lo encuentra con `/design browse`.
notifications-design-rejected = **{ $game }** no se ha incluido en la galería. La revisión dice: { $detail }
notifications-design-withdrawn = **{ $game }** se ha retirado de la galería; los servidores que lo añadieron lo siguen jugando. La revisión dice: { $detail }
long-work-by-dm = Esto ha tardado más de lo que Discord deja al bot editar su respuesta, así que aquí lo tienes por mensaje directo:
term-paused = El archivo de reglas ha fallado: { $fault }
    La jugada no se ha hecho y la partida está en pausa. Corrige el archivo y vuelve a lanzar la misma orden: la partida sigue donde se quedó (o escribe resign).
term-paused-resumed = Estaba en pausa con una versión anterior del archivo de reglas: sigue con el archivo tal como está ahora.
term-paused-still = Sigue en pausa: { $why }
