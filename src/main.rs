//! The `boardbot` command: the Discord bot, local play in the terminal, and the referee.

use std::io::IsTerminal;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use tracing::{error, warn};

use boardbot::config::Config;
use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, HostError, PublicLinks, SystemClock};
use boardbot::i18n::{tr, Lang};
use boardbot::store::Store;
use boardbot::{discord, referee, terminal, web};

#[derive(Parser)]
#[command(
    name = "boardbot",
    version,
    about = "A Discord bot that hosts five board games"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    config: Config,
}

#[derive(Subcommand)]
enum Command {
    /// The main job: the Discord bot when DISCORD_TOKEN is set, otherwise local play.
    Run,
    /// Run the Discord bot (needs DISCORD_TOKEN).
    Bot,
    /// Play a game in this terminal, two players at one keyboard.
    Play {
        /// Game id: twenty-sevens, … (omit it with --rules)
        #[arg(required_unless_present = "rules")]
        game: Option<String>,
        /// A designed game's rules file (Luau) instead of a native game.
        #[arg(long, conflicts_with = "game")]
        rules: Option<std::path::PathBuf>,
        /// A game option, KEY=VALUE (repeatable).
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
        /// Play against the AI at this level (easy, medium, hard) instead of hot seat.
        #[arg(long)]
        ai: Option<boardbot::ai::Level>,
    },
    /// Apply moves from standard input and report the position as JSON.
    Referee {
        /// Game id (omit it with --rules).
        #[arg(required_unless_present = "rules")]
        game: Option<String>,
        /// A designed game's rules file (Luau) instead of a native game.
        #[arg(long, conflicts_with = "game")]
        rules: Option<std::path::PathBuf>,
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
        #[arg(long, default_value = "0")]
        seed: String,
        #[arg(long)]
        png: Option<std::path::PathBuf>,
        /// Also report the AI's move at this level for the final position.
        #[arg(long)]
        suggest: Option<boardbot::ai::Level>,
    },
    /// The AI's analysis of a finished game in the database: every ply, and the moves that
    /// cost the most.
    Analyze {
        /// The game's number (as /history shows it).
        game: i64,
    },
    /// The designer's tools for a rules file (see docs/designing-games.md).
    Design {
        #[command(subcommand)]
        command: DesignCommand,
    },
    /// Create or update the database schema and exit.
    Migrate,
    /// Serve only the public web pages (WEB_ADDR, WEB_SECRET) over the same database.
    Web,
}

#[derive(Subcommand)]
enum DesignCommand {
    /// Load the file in the sandbox and play seeded random games looking for every fault;
    /// exits 0 only when the file is sound.
    Check { file: std::path::PathBuf },
    /// The balance report: the AI plays itself and random plays random; win rates with
    /// their 95 % intervals, draws, game lengths, moves per position, late reversals
    /// (report.txt and the chart report.png in --out).
    Report {
        file: std::path::PathBuf,
        /// Games per pairing.
        #[arg(long, default_value_t = boardbot::designer::report::DEFAULT_GAMES)]
        games: usize,
        /// The AI's level: easy, medium or hard.
        #[arg(long, default_value_t = boardbot::designer::report::DEFAULT_LEVEL)]
        level: boardbot::ai::Level,
        /// The folder for report.txt and report.png (default: the current one).
        #[arg(long, default_value = ".")]
        out: std::path::PathBuf,
        /// Also play the hard AI against random (seats alternating), --games games.
        #[arg(long)]
        hard_vs_random: bool,
    },
    /// The operator: the games designers offered to the gallery, waiting for a decision.
    Offers,
    /// The operator: list an offered game in the gallery, for every server to add.
    Approve {
        /// The game's id.
        id: String,
    },
    /// The operator: refuse an offered game, saying why (its designers read the reason).
    Reject { id: String, reason: String },
    /// The operator: take a listed game off the gallery (servers that added it keep it).
    Withdraw { id: String, reason: String },
}

fn main() {
    let _ = dotenvy::dotenv();
    Config::forget_empty_variables();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let _ = e.print();
            std::process::exit(code);
        }
    };
    let command = match cli.command.unwrap_or(Command::Run) {
        // The referee prints one JSON object and nothing else: no runtime, no logging.
        Command::Referee {
            game,
            rules,
            set,
            seed,
            png,
            suggest,
        } => referee_main(referee::RefereeArgs {
            game: game.unwrap_or_default(),
            rules,
            set,
            seed,
            png,
            suggest,
        }),
        // The designer's tools run without a database or a runtime too.
        Command::Design {
            command: DesignCommand::Check { file },
        } => std::process::exit(boardbot::designer::check_command(
            &file,
            &mut std::io::stdout(),
            &mut std::io::stderr(),
        )),
        Command::Design {
            command:
                DesignCommand::Report {
                    file,
                    games,
                    level,
                    out,
                    hard_vs_random,
                },
        } => std::process::exit(boardbot::designer::report_command::report_command(
            &boardbot::designer::report::ReportArgs {
                file,
                games,
                level,
                out,
                hard_vs_random,
            },
            &mut std::io::stdout(),
            &mut std::io::stderr(),
        )),
        other => other,
    };
    let terminal_play = match &command {
        Command::Play { .. } => true,
        Command::Run => cli.config.discord_token.is_none(),
        _ => false,
    };
    init_logging(terminal_play);
    let runtime = tokio::runtime::Runtime::new().expect("tokio runtime starts");
    if let Err(e) = runtime.block_on(run(command, cli.config)) {
        error!("{e:#}");
        eprintln!("boardbot: {e:#}");
        std::process::exit(1);
    }
}

async fn run(command: Command, config: Config) -> anyhow::Result<()> {
    let store = Store::connect(config.database_url.expose()).await?;
    let host = Host::new(store, Arc::new(SystemClock), config.host_settings());
    // Stored designed games read back with the rules files they began with.
    host.load_designs().await?;
    match command {
        Command::Migrate => {
            println!("Database is up to date.");
            Ok(())
        }
        Command::Web => {
            let addr = config.web_addr.ok_or_else(|| {
                anyhow::anyhow!("`boardbot web` needs WEB_ADDR (e.g. 127.0.0.1:8080)")
            })?;
            let listener = tokio::net::TcpListener::bind(addr).await?;
            // The live pages follow games the bot's processes commit.
            host.follow_other_processes().await?;
            web::serve(
                listener,
                web_front_end(&config, host)?,
                config.web_serve_settings(),
            )
            .await
        }
        Command::Bot => {
            let host = with_public_links(&config, host)?;
            start_web(&config, &host).await?;
            discord::run(config, host).await
        }
        Command::Run if config.discord_token.is_some() => {
            let host = with_public_links(&config, host)?;
            start_web(&config, &host).await?;
            discord::run(config, host).await
        }
        Command::Run => {
            let lang = terminal::lang_from_env();
            eprintln!("{}", tr(lang, "term-no-token"));
            let kind = choose_game(lang)?;
            play(host, kind, Options::new(), None).await
        }
        Command::Play {
            rules: Some(file),
            set,
            ai,
            ..
        } => {
            // The file's game is played like any other: stored, resumable, against the AI.
            let rules = tokio::task::spawn_blocking(move || {
                boardbot::games::designed::DesignedRules::load_file(&file)
            })
            .await??;
            let kind = GameKind::Designed(rules.key);
            let options = referee::parse_set_options(kind, &set)?;
            play(host, kind, options, ai).await
        }
        Command::Play { game, set, ai, .. } => {
            let game = game.unwrap_or_default();
            // A designed game played before (its file kept in the database) is found by its id.
            let kind = GameKind::from_id(&game).ok_or_else(|| {
                anyhow::anyhow!(
                    "unknown game `{game}`; choose one of: {}",
                    GameKind::ALL
                        .iter()
                        .map(|k| k.id())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })?;
            let options = referee::parse_set_options(kind, &set)?;
            play(host, kind, options, ai).await
        }
        Command::Analyze { game } => {
            let lang = terminal::lang_from_env();
            let view = terminal::analysis::analyse_with_progress(
                lang,
                game,
                |tx| host.analyze_stored_game(game, lang, tx),
                &mut std::io::stderr(),
            )
            .await
            .map_err(|e| match e {
                HostError::Refused(text) => anyhow::anyhow!(text.get(lang)),
                HostError::Internal(detail) => anyhow::anyhow!(detail),
            })?;
            print!("{}", terminal::analysis::analysis_table(&view));
            let saved = terminal::analysis::save_chart(&view, std::path::Path::new(BOARDS_DIR))?;
            println!("{saved}");
            Ok(())
        }
        Command::Design { command } => gallery_command(&host, command).await,
        Command::Referee { .. } => Err(anyhow::anyhow!("the referee runs without a database")),
    }
}

/// The operator's decisions on the gallery of designed games (issue 44).
async fn gallery_command(host: &Host, command: DesignCommand) -> anyhow::Result<()> {
    use boardbot::store::{GalleryEntry, GalleryState};
    let lang = terminal::lang_from_env();
    let refused = |e: HostError| match e {
        HostError::Refused(text) => anyhow::anyhow!(text.get(lang)),
        HostError::Internal(detail) => anyhow::anyhow!(detail),
    };
    let line = |e: &GalleryEntry| {
        format!(
            "{}\t{} version {} (server {}, offered by {}, sha256 {})",
            e.design_id,
            e.name,
            e.number,
            e.guild_id,
            e.offered_by,
            &e.hash[..16]
        )
    };
    let decided = match command {
        DesignCommand::Offers => {
            let offers = host.gallery(GalleryState::Offered).await.map_err(refused)?;
            if offers.is_empty() {
                println!("No game is waiting for a decision.");
            }
            for entry in &offers {
                println!("{}", line(entry));
            }
            return Ok(());
        }
        DesignCommand::Approve { id } => host.approve_design(&id).await,
        DesignCommand::Reject { id, reason } => host.reject_design(&id, &reason).await,
        DesignCommand::Withdraw { id, reason } => host.withdraw_design(&id, &reason).await,
        DesignCommand::Check { .. } | DesignCommand::Report { .. } => {
            return Err(anyhow::anyhow!(
                "the designer's tools run without a database"
            ))
        }
    };
    let entry = decided.map_err(refused)?;
    println!("{}: {:?}", line(&entry), entry.state);
    Ok(())
}

/// Where local play writes each board's picture (and `analyze` its chart).
const BOARDS_DIR: &str = "data/boards";

/// The pages over `host`, from WEB_SECRET and PUBLIC_URL (refused without a secret), reading
/// through a pool of their own.
fn web_front_end(config: &Config, host: Host) -> anyhow::Result<web::Web> {
    let signer = web::signer_from(config.web_secret.as_ref().map(|s| s.expose()))?;
    let reads = host.store().for_web_reads();
    let pages = web::Web::new(host.with_store(reads), signer, config.public_url.clone());
    let pages = match config.web_sign_in() {
        Some(sign_in) => pages.with_sign_in(sign_in),
        None => pages,
    };
    Ok(if config.discord_activity {
        let bot_token = config
            .discord_token
            .as_ref()
            .map(|t| t.expose().to_string());
        let pages = pages.with_activity(
            web::ActivityBundle::load(&config.activity_bundle),
            bot_token,
        );
        if config.activity_sdk_mock {
            warn!("ACTIVITY_SDK_MOCK is on: the Activity's page signs in with codes from its address (local testing only)");
            pages.with_activity_sdk_mock()
        } else {
            pages
        }
    } else {
        pages
    })
}

/// With PUBLIC_URL set, the bot's messages link to the pages of servers that have them, signed
/// with WEB_SECRET as the pages check them (so PUBLIC_URL without a secret is refused). With
/// "Log in with Discord" configured too, boards in progress link their players to the live
/// page where only they may watch it.
fn with_public_links(config: &Config, host: Host) -> anyhow::Result<Host> {
    let Some(url) = &config.public_url else {
        return Ok(host);
    };
    let signer = web::signer_from(config.web_secret.as_ref().map(|s| s.expose()))?;
    let host = host.with_public_links(PublicLinks::new(url, signer));
    Ok(match config.web_sign_in() {
        Some(_) => host.with_web_sign_in(),
        None => host,
    })
}

/// The web pages beside the bot, when WEB_ADDR is set: bound now (a taken port stops the
/// start), served on their own task.
async fn start_web(config: &Config, host: &Host) -> anyhow::Result<()> {
    let Some(addr) = config.web_addr else {
        return Ok(());
    };
    let front_end = web_front_end(config, host.clone())?;
    // The live pages follow games this process commits, and other shards' processes too.
    host.follow_other_processes().await?;
    let settings = config.web_serve_settings();
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot serve the web pages on {addr}: {e}"))?;
    tokio::spawn(async move {
        if let Err(e) = web::serve(listener, front_end, settings).await {
            error!("the web pages stopped: {e:#}");
        }
    });
    Ok(())
}

/// Where local play writes its log: the board and the prompt own the terminal.
const TERMINAL_LOG_FILE: &str = "data/boardbot.log";

/// The bot logs to standard error (`RUST_LOG` or info). Local play shows only warnings there and
/// writes the whole log to [`TERMINAL_LOG_FILE`], unless `RUST_LOG` asks for something else.
fn init_logging(terminal_play: bool) {
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    use tracing_subscriber::{fmt, EnvFilter, Layer};

    const DEFAULT_FILTER: &str = "info,serenity=warn,sqlx=warn";
    let from_env = EnvFilter::try_from_default_env().ok();
    let log_file = match (terminal_play, &from_env) {
        (true, None) => open_log_file(TERMINAL_LOG_FILE),
        _ => None,
    };
    match log_file {
        Some(file) => tracing_subscriber::registry()
            .with(
                fmt::layer()
                    .with_writer(std::io::stderr)
                    .with_filter(tracing_subscriber::filter::LevelFilter::WARN),
            )
            .with(
                fmt::layer()
                    .with_ansi(false)
                    .with_writer(std::sync::Mutex::new(file))
                    .with_filter(EnvFilter::new(DEFAULT_FILTER)),
            )
            .init(),
        None => tracing_subscriber::fmt()
            .with_env_filter(from_env.unwrap_or_else(|| EnvFilter::new(DEFAULT_FILTER)))
            .with_writer(std::io::stderr)
            .init(),
    }
}

/// The log file, appended to; `None` (and a note why) when it cannot be opened.
fn open_log_file(path: &str) -> Option<std::fs::File> {
    let path = std::path::Path::new(path);
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    match std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
    {
        Ok(file) => Some(file),
        Err(e) => {
            eprintln!("boardbot: cannot write the log to {}: {e}", path.display());
            None
        }
    }
}

fn referee_main(args: referee::RefereeArgs) -> ! {
    match referee::run(&args, std::io::stdin().lock()) {
        Ok(verdict) => {
            println!("{}", verdict.json);
            std::process::exit(verdict.exit_code);
        }
        Err(e) => {
            eprintln!("boardbot referee: {e}");
            std::process::exit(1);
        }
    }
}

/// Ask which game to play (the first one when input is not a terminal).
fn choose_game(lang: Lang) -> anyhow::Result<GameKind> {
    if !std::io::stdin().is_terminal() {
        return Ok(GameKind::ALL[0]);
    }
    eprintln!("{}", tr(lang, "term-which-game"));
    for (i, k) in GameKind::ALL.iter().enumerate() {
        eprintln!("  {}. {}", i + 1, k.display_name());
    }
    let mut line = String::new();
    std::io::stdin().read_line(&mut line)?;
    let pick = line.trim().parse::<usize>().unwrap_or(1);
    Ok(GameKind::ALL[pick.clamp(1, GameKind::ALL.len()) - 1])
}

async fn play(
    host: Host,
    kind: GameKind,
    options: Options,
    ai: Option<boardbot::ai::Level>,
) -> anyhow::Result<()> {
    let stdin = std::io::stdin();
    let mut term = terminal::Terminal {
        host,
        input: stdin.lock(),
        output: std::io::stdout(),
        png_dir: BOARDS_DIR.into(),
        lang: terminal::lang_from_env(),
    };
    term.play(kind, options, ai).await
}
