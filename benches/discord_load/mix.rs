//! `--mix` and `--game ID`: channels play any of the five games as a server's players do. A
//! typed move comes after three `/move` autocomplete requests (typing its first letters, the
//! move picked from the suggestions); a share of moves is made by clicking the board's
//! picker buttons and menus instead; now and then someone asks for `/board`.
//!
//! Designed games (rules files, `designs/*.luau`) join the mix too: a server's manager uploads
//! them with `/design upload` before the load (see [`upload_designs`]), and they are played
//! like the native ones (their picker: a group's button on the board, then the cell on a
//! private step; or one button a move when there are few).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use boardbot_testkit::fake_discord::{FakeDiscord, Message, Place, Request, Sent, Slash, User};
use serde_json::Value;

use super::{good_board, start_game, to_move, GameLog, Stats, ANSWER_WAIT};

/// Games weighted as a server plays them: more of the quick ones.
pub const WEIGHTS: [(&str, u32); 5] = [
    ("twenty-sevens", 35),
    ("mega-tic-tac-toe", 25),
    ("super-seven", 20),
    ("ccc", 10),
    ("cross-words-combat", 10),
];

/// A rules file in the mix: its file under `designs/`, the id it declares, its weight.
pub struct Design {
    pub file: &'static str,
    pub id: &'static str,
    pub weight: u32,
}

/// The designed games in the mix, weighted like quick native games: Hex (49 cells, its
/// picker in two steps) and the rules file's Twenty-Sevens (one button a move).
pub const DESIGNS: [Design; 2] = [
    Design {
        file: "designs/hex.luau",
        id: "hex-7",
        weight: 20,
    },
    Design {
        file: "designs/twenty-sevens.luau",
        id: "twenty-sevens-designed",
        weight: 15,
    },
];

/// Whether a game id (as [`game_of`] gives it, or as played in a guild) is a designed game's.
pub fn is_designed(game: &str) -> bool {
    DESIGNS
        .iter()
        .any(|d| game == d.id || game.starts_with(&format!("{}-s", d.id)))
}

/// A designed game's id belongs to the first server that uploaded it: the other guilds of a
/// run (one a shard with `--processes`) each upload their own copy, under an id of their own.
pub fn id_in_guild(game: &str, guild_index: usize) -> String {
    if guild_index == 0 || !is_designed(game) {
        game.to_string()
    } else {
        format!("{game}-s{guild_index}")
    }
}

/// A manager of guild `guild_id` (the `guild_index`th of the run) uploads every designed game
/// with `/design upload`, and each is checked and accepted.
pub async fn upload_designs(
    fake: &FakeDiscord,
    guild_id: u64,
    guild_index: usize,
) -> Result<(), String> {
    let manager = User::new(9_000 + guild_index as u64, "designer").moderator();
    let place = Place::Guild {
        guild_id,
        channel_id: fake.snowflake(),
    };
    for design in &DESIGNS {
        let source =
            std::fs::read_to_string(design.file).map_err(|e| format!("{}: {e}", design.file))?;
        let id = id_in_guild(design.id, guild_index);
        let source = source.replacen(
            &format!("id = \"{}\"", design.id),
            &format!("id = \"{id}\""),
            1,
        );
        let file = fake.upload(
            design.file.trim_start_matches("designs/"),
            source.as_bytes(),
        );
        let cmd = Slash::new("design").subcommand(Slash::new("upload").attachment("file", file));
        let sent = fake.slash(&manager, place, cmd).await;
        fake.wait_callback(&sent, ANSWER_WAIT).await?;
        // The answer says "Checking…" until the file has been tried, then what came of it.
        let deadline = Instant::now() + Duration::from_secs(90);
        loop {
            let text = fake.original(&sent).map(|m| m.content).unwrap_or_default();
            if text.contains("is ready") {
                break;
            }
            if !text.is_empty() && !text.starts_with("Checking") {
                return Err(format!("{id} was not accepted: {text}"));
            }
            if Instant::now() > deadline {
                return Err(format!("{id}: the check never ended"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    Ok(())
}

/// The game of channel `index`: `only`, or one drawn by the weights (a fixed spread), among
/// the native games and, with `designed`, the designed ones.
pub fn game_of(index: usize, only: Option<&str>, designed: bool) -> String {
    if let Some(id) = only {
        return id.to_string();
    }
    let designs = DESIGNS
        .iter()
        .filter(|_| designed)
        .map(|d| (d.id, d.weight));
    let weights: Vec<(&str, u32)> = WEIGHTS.into_iter().chain(designs).collect();
    let total: u32 = weights.iter().map(|w| w.1).sum();
    let mut at = ((index as f64 * 0.618_034) % 1.0 * total as f64) as u32;
    for (id, w) in weights {
        if at < w {
            return id.to_string();
        }
        at -= w;
    }
    WEIGHTS[0].0.to_string()
}

/// Every how many moves one is made by clicking instead of typing.
const CLICK_EVERY: usize = 4;
/// Every how many moves someone asks for the board again.
const BOARD_EVERY: usize = 10;
/// A CCC Nice Flag move needs a compliment; every other move ignores it.
const COMPLIMENT: &str = "What elegant pyramids";

/// A move typed after three autocomplete requests; the move and its answer.
async fn typed_move(
    fake: &FakeDiscord,
    user: &User,
    place: Place,
    pick: usize,
) -> Result<(String, Sent, Arc<Request>), String> {
    let suggest = |typed: String| Slash::new("move").focus("move", &typed);
    let sent = fake.autocomplete(user, place, suggest(String::new())).await;
    let choices = fake.wait_callback(&sent, ANSWER_WAIT).await?.choices();
    let values: Vec<String> = choices
        .iter()
        .filter_map(|c| c.get("value").and_then(Value::as_str).map(str::to_string))
        .collect();
    if values.is_empty() {
        return Err("autocomplete offered no move".into());
    }
    let mv = values[pick % values.len()].clone();
    for n in 1..=2 {
        let typed: String = mv.chars().take(n).collect();
        let sent = fake.autocomplete(user, place, suggest(typed)).await;
        fake.wait_callback(&sent, ANSWER_WAIT).await?;
    }
    let sent = fake
        .slash(
            user,
            place,
            Slash::new("move")
                .str("move", &mv)
                .str("compliment", COMPLIMENT),
        )
        .await;
    let cb = fake.wait_callback(&sent, ANSWER_WAIT).await?;
    Ok((mv, sent, cb))
}

/// Enabled picker components (`mv:` buttons and menus) of a message.
fn picker_components(components: &[Value]) -> Vec<Value> {
    fn walk(v: &Value, out: &mut Vec<Value>) {
        match v {
            Value::Array(items) => items.iter().for_each(|x| walk(x, out)),
            Value::Object(map) => {
                let id = map.get("custom_id").and_then(Value::as_str).unwrap_or("");
                let disabled = map.get("disabled").and_then(Value::as_bool) == Some(true);
                if id.starts_with("mv:") && !disabled {
                    out.push(v.clone());
                }
                if let Some(c) = map.get("components") {
                    walk(c, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    components.iter().for_each(|c| walk(c, &mut out));
    out
}

/// A move made by clicking: the click that played it, its answer, and the board it left
/// (the old message updated in place, or a new one when the move came from a private step).
struct Clicked {
    sent: Sent,
    answer: Arc<Request>,
    board: Message,
}

/// A move made by clicking through the board's picker, following its private steps (a CCC
/// piece, then its target, …). `None` when the board offers no picker to start with.
async fn clicked_move(
    fake: &FakeDiscord,
    user: &User,
    board: u64,
    pick: usize,
) -> Result<Option<Clicked>, String> {
    let mut current = board;
    for step in 0..6 {
        let Some(message) = fake.message(current) else {
            return Err(format!("picker message {current} is gone"));
        };
        let options = picker_components(&message.components);
        if options.is_empty() {
            if step == 0 {
                // This board offers no picker here: the move is typed instead.
                return Ok(None);
            }
            return Err(format!("a private step offers nothing: {}", message.text()));
        }
        let chosen = &options[(pick + step) % options.len()];
        let id = chosen["custom_id"].as_str().unwrap_or_default().to_string();
        let sent = match chosen.get("options").and_then(Value::as_array) {
            Some(values) if !values.is_empty() => {
                let value = values[(pick + step) % values.len()]["value"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                fake.select(user, current, &id, &[value.as_str()]).await
            }
            Some(_) => return Ok(None),
            None => fake.click(user, current, &id).await,
        };
        let before = fake.last_message_id(message.channel_id);
        let answer = fake.wait_callback(&sent, ANSWER_WAIT).await?;
        if !answer.is_ephemeral() && answer.files.len() == 1 {
            // Played from the board: the board message was updated in place.
            let board = fake.message(current).ok_or("the board vanished")?;
            return Ok(Some(Clicked {
                sent,
                answer,
                board,
            }));
        }
        match fake.original(&sent) {
            // A private step with the next choices.
            Some(next) if next.id != current && !picker_components(&next.components).is_empty() => {
                current = next.id;
            }
            // The private step closed: the move was played, the board posted for all.
            _ if step > 0 && answer.callback_type() == Some(7) => {
                let board = posted_board(fake, message.channel_id, before).await?;
                return Ok(Some(Clicked {
                    sent,
                    answer,
                    board,
                }));
            }
            // A Nice Flag move needs a compliment, which only `/move` carries: the bot says
            // so privately, and the player types the move instead.
            _ if answer.content().is_some_and(|c| c.contains("compliment")) => return Ok(None),
            _ => return Err(format!("a click was refused: {answer}")),
        }
    }
    Err("six private steps and no move".into())
}

/// The board the bot posts in `channel` after message `after`.
async fn posted_board(fake: &FakeDiscord, channel: u64, after: u64) -> Result<Message, String> {
    let deadline = Instant::now() + ANSWER_WAIT;
    while Instant::now() < deadline {
        if let Some(m) = fake
            .messages_after(channel, after)
            .into_iter()
            .find(|m| !m.ephemeral && m.attachments.len() == 1)
        {
            return Ok(m);
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    Err("the board was not posted after a private step".into())
}

#[allow(clippy::too_many_arguments)]
pub async fn channel_loop(
    fake: Arc<FakeDiscord>,
    index: usize,
    game: String,
    stats: Arc<Mutex<Stats>>,
    guild_id: u64,
    measure_from: Instant,
    end: Instant,
    interval: Duration,
) -> Vec<GameLog> {
    let a = User::new(10_000 + 2 * index as u64, &format!("p{}", 2 * index));
    let b = User::new(10_001 + 2 * index as u64, &format!("p{}", 2 * index + 1));
    let place = Place::Guild {
        guild_id,
        channel_id: fake.snowflake(),
    };
    let mut logs = Vec::new();
    let phase = (index as f64 * 0.618_034 % 1.0) * 30.0;
    let mut next = Instant::now() + interval.mul_f64(phase);
    tokio::time::sleep_until(next.into()).await;
    let mut turn = index;
    'games: while Instant::now() < end {
        let (id, mut mover, mut board) = match start_game(&fake, place, &game, &a, &b).await {
            Ok(x) => x,
            Err(e) => {
                stats
                    .lock()
                    .unwrap()
                    .errors
                    .push(format!("channel {index}: start: {e}"));
                break;
            }
        };
        let mut log = GameLog {
            id,
            sent: Vec::new(),
            uncertain: None,
        };
        loop {
            tokio::time::sleep_until(next.into()).await;
            next += interval;
            if Instant::now() >= end {
                logs.push(log);
                break 'games;
            }
            turn += 1;
            let user = if mover == a.id { &a } else { &b };
            if turn.is_multiple_of(BOARD_EVERY) {
                let sent = fake.slash(user, place, Slash::new("board")).await;
                if let Err(e) = fake.wait_callback(&sent, ANSWER_WAIT).await {
                    stats
                        .lock()
                        .unwrap()
                        .errors
                        .push(format!("channel {index}: /board: {e}"));
                }
            }
            let clicked = if turn.is_multiple_of(CLICK_EVERY) {
                clicked_move(&fake, user, board, turn).await
            } else {
                Ok(None)
            };
            // What was played: the typed notation (None for a click), the request, its
            // answer, and the board message it left (None: the answer's own message).
            let played = match clicked {
                Ok(Some(c)) => Ok((None, c.sent, c.answer, Some(c.board))),
                Ok(None) => typed_move(&fake, user, place, turn)
                    .await
                    .map(|(mv, sent, cb)| (Some(mv), sent, cb, None)),
                Err(e) => Err(e),
            };
            let mut st = stats.lock().unwrap();
            match played {
                Ok((mv, sent, cb, posted)) if posted.is_some() || good_board(&cb) => {
                    st.moves_total += 1;
                    if sent.at >= measure_from && cb.at < end {
                        st.moves_in_window += 1;
                        let ms = (cb.at - sent.at).as_secs_f64() * 1000.0;
                        st.latencies_ms.push(ms);
                        st.by_game.entry(game.clone()).or_default().push(ms);
                    }
                    let content = match &posted {
                        Some(message) => {
                            board = message.id;
                            Some(message.content.clone())
                        }
                        None => {
                            // A typed move's board is a new message.
                            if let Some(message) = fake.original(&sent) {
                                board = message.id;
                            }
                            cb.content().map(str::to_string)
                        }
                    };
                    if mv.is_none() {
                        *st.clicked.entry(game.clone()).or_default() += 1;
                    }
                    log.sent.push(mv);
                    match to_move(content.as_deref()) {
                        Some(next_mover) => mover = next_mover,
                        None => {
                            st.games_finished += 1;
                            break;
                        }
                    }
                }
                other => {
                    let what = match other {
                        Ok((_, _, cb, _)) => format!("bad answer {cb}"),
                        Err(e) => e.lines().next().unwrap_or("").to_string(),
                    };
                    st.errors
                        .push(format!("channel {index} {game} game {id}: {what}"));
                    log.uncertain = Some(None);
                    logs.push(log);
                    break 'games;
                }
            }
        }
        logs.push(log);
    }
    logs
}
