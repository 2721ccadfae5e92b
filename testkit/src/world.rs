//! The bot under test: the real binary started against a fake Discord and its own database,
//! plus the helpers every end-to-end test (and the load benchmark) shares.

use std::path::Path;
use std::sync::OnceLock;
use std::time::Duration;

use boardbot::games::{AnyGame, GameKind, Options, Outcome};
use boardbot::store::Store;

use crate::fake_discord::{FakeDiscord, Message, Place, Request, Slash, User};
use crate::{pg, BotProcess};

/// The path of the bot binary under test. Cargo builds it for boardbot's integration tests and
/// benches into the profile directory (`target/debug/boardbot`), the parent of the `deps/`
/// directory holding the running test executable. (`env!("CARGO_BIN_EXE_boardbot")` names the
/// same file, but only while compiling boardbot's own tests, not this library.)
/// `BOARDBOT_BIN` names another binary instead: `discord_load` measures an older build so, side
/// by side with the current one.
pub fn bot_binary() -> &'static str {
    static PATH: OnceLock<String> = OnceLock::new();
    PATH.get_or_init(|| {
        if let Some(bin) = std::env::var_os("BOARDBOT_BIN").filter(|b| !b.is_empty()) {
            return bin.to_string_lossy().into_owned();
        }
        let exe = std::env::current_exe().expect("the path of the running test");
        let profile_dir = exe
            .parent()
            .filter(|dir| dir.ends_with("deps"))
            .and_then(Path::parent)
            .unwrap_or_else(|| panic!("{} is not a test under target/*/deps", exe.display()));
        let bin = profile_dir.join(format!("boardbot{}", std::env::consts::EXE_SUFFIX));
        assert!(
            bin.is_file(),
            "no bot binary at {}: run the tests through cargo, which builds it",
            bin.display()
        );
        bin.to_string_lossy().into_owned()
    })
}

/// Start the bot against `fake`; `extra` overrides or adds environment variables.
pub fn spawn_bot(fake: &FakeDiscord, database_url: &str, extra: &[(&str, String)]) -> BotProcess {
    let mut env = vec![
        ("DISCORD_TOKEN", fake.token().to_string()),
        ("DISCORD_API_BASE", fake.api_base()),
        ("DATABASE_URL", database_url.to_string()),
        ("RUST_LOG", "info,serenity=warn,sqlx=warn".to_string()),
        ("NO_COLOR", "1".to_string()),
        // Set explicitly so that a developer's .env cannot change what is tested.
        ("DEV_GUILD_ID", String::new()),
        ("CHALLENGE_MINUTES", "10".to_string()),
        ("TURN_HOURS", "24".to_string()),
        ("DEADLINE_CHECK_SECONDS", "3600".to_string()),
    ];
    for (k, v) in extra {
        env.retain(|(key, _)| key != k);
        env.push((k, v.clone()));
    }
    BotProcess::spawn(bot_binary(), &["bot"], &env)
}

/// A fake Discord, a database and the bot, connected and with its commands registered.
pub struct World {
    pub fake: FakeDiscord,
    pub db: pg::BotDb,
    pub bot: BotProcess,
    /// The environment the bot was started with beyond the defaults (kept over restarts).
    extra: Vec<(&'static str, String)>,
}

impl World {
    pub async fn start() -> World {
        World::start_with(&[]).await
    }

    pub async fn start_with(extra: &[(&'static str, String)]) -> World {
        let fake = FakeDiscord::start().await;
        let db = pg::bot_database().await;
        let bot = spawn_bot(&fake, &db.url, extra);
        let world = World {
            fake,
            db,
            bot,
            extra: extra.to_vec(),
        };
        world.wait_registered(0).await;
        world
    }

    /// Wait for the command registration that follows READY (after request `since`).
    pub async fn wait_registered(&self, since: usize) {
        let put = self
            .fake
            .wait_for_after(
                since,
                |r| r.method == "PUT" && r.path.ends_with("/commands"),
                Duration::from_secs(60),
            )
            .await
            .unwrap_or_else(|e| panic!("the bot did not register its commands: {e}"));
        assert_eq!(put.status, 200, "command registration refused: {put}");
    }

    /// Stop the bot abruptly (SIGKILL) and start it again on the same database.
    pub async fn restart(&mut self) {
        let session = self.fake.session_id();
        self.bot.kill().await;
        let mark = self.fake.mark();
        self.bot = spawn_bot(&self.fake, &self.db.url, &self.extra);
        self.fake
            .wait_session_after(session, Duration::from_secs(60))
            .await
            .unwrap();
        self.wait_registered(mark).await;
    }

    pub async fn store(&self) -> Store {
        Store::connect(&self.db.url)
            .await
            .expect("open the bot's database")
    }

    /// A game's move log as stored.
    pub async fn moves(&self, game_id: i64) -> Vec<String> {
        self.store()
            .await
            .moves(game_id)
            .await
            .unwrap()
            .into_iter()
            .map(|m| m.notation)
            .collect()
    }
}

/// A game as the players see it in the channel: its newest board and who plays.
pub struct Game {
    pub id: i64,
    pub place: Place,
    /// The newest board message.
    pub board: Message,
    pub players: [User; 2],
}

impl Game {
    pub fn user(&self, id: u64) -> &User {
        self.players
            .iter()
            .find(|u| u.id == id)
            .unwrap_or_else(|| panic!("{id} is not playing"))
    }
    pub fn mover(&self) -> &User {
        self.user(
            to_move(&self.board).unwrap_or_else(|| panic!("nobody to move: {}", self.board.text())),
        )
    }
    pub fn waiter(&self) -> &User {
        let m = self.mover().id;
        self.players.iter().find(|u| u.id != m).unwrap()
    }
}

pub fn alice() -> User {
    User::new(1, "alice")
}
pub fn bob() -> User {
    User::new(2, "bob")
}

/// The user a board message asks to move (`<@id>, your move.`), also after a compliment line.
pub fn to_move(m: &Message) -> Option<u64> {
    let line = m.content.lines().last()?;
    let rest = line.strip_prefix("<@")?;
    let (id, tail) = rest.split_once('>')?;
    tail.starts_with(", your move")
        .then(|| id.parse().ok())
        .flatten()
}

/// Check that a request carries a board: a decodable PNG as `files[0]` named board.png,
/// announced in `payload_json.attachments` and shown by the embed.
pub fn assert_board_request(r: &Request) {
    assert!(r.multipart, "a board is sent as multipart: {r}");
    let file = r.file(0).unwrap_or_else(|| panic!("no files[0] in {r}"));
    assert_eq!(file.filename.as_deref(), Some("board.png"));
    let png = file.png().unwrap_or_else(|e| panic!("{e}: {r}"));
    let (w, h) = png.dimensions();
    assert!(
        (400..=1200).contains(&w) && (200..=1600).contains(&h),
        "odd board size {w}×{h}"
    );
    let attachments = r.attachments();
    assert!(
        attachments
            .iter()
            .any(|a| a["id"] == 0 && a["filename"] == "board.png"),
        "payload_json.attachments does not announce files[0]: {r}"
    );
    // Screen readers read the board from its alt text.
    assert!(
        attachments.iter().any(|a| a["id"] == 0
            && a["description"]
                .as_str()
                .is_some_and(|d| !d.trim().is_empty())),
        "the board has no alt text (attachments[].description): {r}"
    );
    let data = r.message_data().unwrap();
    assert_eq!(
        data["embeds"][0]["image"]["url"], "attachment://board.png",
        "{r}"
    );
}

/// `challenger` challenges `opponent` to `game` (its id, e.g. `twenty-sevens`) in a new channel
/// of the fake's guild, and `opponent` accepts with the button: the game's id, where it is
/// played and its first board.
pub async fn accepted_game(
    fake: &FakeDiscord,
    challenger: &User,
    opponent: &User,
    game: &str,
) -> (i64, Place, Message) {
    let place = fake.guild_channel();
    let play = Slash::new("play")
        .str("game", game)
        .user("opponent", opponent);
    let (id, board) = accepted_challenge(fake, place, challenger, opponent, play).await;
    (id, place, board)
}

/// `challenger` sends `play` (a `/play` naming `opponent`) in `place`, and `opponent`
/// accepts with the button: the game's id and its first board.
pub async fn accepted_challenge(
    fake: &FakeDiscord,
    place: Place,
    challenger: &User,
    opponent: &User,
    play: Slash,
) -> (i64, Message) {
    let sent = fake.slash(challenger, place, play).await;
    let challenge = fake.reply(&sent).await;
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .unwrap_or_else(|| panic!("no Accept button: {}", challenge.text()));
    let click = fake.click(opponent, challenge.message.id, &accept).await;
    let board = fake.reply(&click).await.message;
    (game_id_of(&accept), board)
}

/// The game id in a component's custom id (`kind:GAME:…`).
pub fn game_id_of(custom_id: &str) -> i64 {
    custom_id
        .split(':')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no game id in {custom_id}"))
}

/// 27 Twenty-Sevens moves that fill the cube and end with a winner: the nine squares in some
/// order, three times over; the first order (by a fixed walk) whose game is decisive, checked
/// with the engine.
pub fn decisive_game() -> Vec<String> {
    let squares = ["b2", "a1", "c3", "a3", "c1", "b1", "a2", "c2", "b3"];
    for shift in 0..9 {
        for swap in 0..9 {
            let mut order: Vec<&str> = (0..9).map(|i| squares[(i + shift) % 9]).collect();
            order.swap(0, swap);
            let moves: Vec<String> = (0..27).map(|i| order[i % 9].to_string()).collect();
            let mut g = AnyGame::new(GameKind::TwentySevens, &Options::new(), "0").unwrap();
            for m in &moves {
                g.play(m).unwrap();
            }
            if matches!(g.outcome(), Some(Outcome::Winner(_))) {
                return moves;
            }
        }
    }
    panic!("no decisive scripted game found");
}
