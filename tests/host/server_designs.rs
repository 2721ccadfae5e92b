//! Designed games per server in the host (issue 44), on both backends: who may upload, the cap
//! on a server's designed games, a game id owned by the server that first uploaded it, and a
//! designer's uploads in `/privacy` export and erasure.

use boardbot::host::{HostSettings, UploadReport, User};

use boardbot_testkit::db::{hosts_with, refused};

const GUILD: u64 = 100;
const OTHER_GUILD: u64 = 200;

fn designer() -> User {
    User {
        manages_server: true,
        ..User::new(11, "dana")
    }
}

fn hex() -> Vec<u8> {
    std::fs::read("designs/hex.luau").unwrap()
}

fn twenty_sevens() -> Vec<u8> {
    std::fs::read("designs/twenty-sevens.luau").unwrap()
}

fn accepted(report: UploadReport) -> i64 {
    match report {
        UploadReport::Accepted { version, .. } => version.number,
        UploadReport::Refused { problems } => panic!("refused: {problems:?}"),
    }
}

#[tokio::test]
async fn uploads_are_the_designers_capped_per_server_and_owned_by_their_first_server() {
    let settings = HostSettings {
        max_designs_per_server: 1,
        ..HostSettings::default()
    };
    for setup in hosts_with(settings).await {
        let h = &setup.host;
        let upload =
            |guild: u64, user: User, roles: Vec<u64>, file: &'static str, bytes: Vec<u8>| {
                let h = h.clone();
                async move {
                    h.upload_design(Some(guild), &user, &roles, file, &bytes, |_, _| {})
                        .await
                }
            };
        // A member is refused; a member with the designers' role may upload.
        let why = refused(upload(GUILD, User::new(22, "bob"), vec![], "hex.luau", hex()).await);
        assert!(
            why.contains("Only members who manage this server may"),
            "{why}"
        );
        h.set_designers_role(Some(GUILD), &designer(), Some(77))
            .await
            .unwrap();
        let why = refused(upload(GUILD, User::new(22, "bob"), vec![5], "hex.luau", hex()).await);
        assert!(why.contains("or hold its designers' role"), "{why}");
        let number = accepted(
            upload(GUILD, User::new(22, "bob"), vec![77], "hex.luau", hex())
                .await
                .unwrap(),
        );
        assert_eq!(number, 1);
        // The same file again is the same version.
        let again = upload(GUILD, designer(), vec![], "hex.luau", hex())
            .await
            .unwrap();
        assert!(matches!(
            again,
            UploadReport::Accepted {
                unchanged: true,
                ..
            }
        ));

        // One designed game a server here: a second game is refused, a new version is not.
        let why = refused(
            upload(
                GUILD,
                designer(),
                vec![],
                "twenty-sevens.luau",
                twenty_sevens(),
            )
            .await,
        );
        assert!(why.contains("as many as it may"), "{why}");
        let v2 = String::from_utf8(hex())
            .unwrap()
            .replace("version = \"1", "version = \"2");
        let number = accepted(
            upload(GUILD, designer(), vec![], "hex.luau", v2.into_bytes())
                .await
                .unwrap(),
        );
        assert_eq!(number, 2);

        // The id belongs to the first server.
        let why = refused(upload(OTHER_GUILD, designer(), vec![], "hex.luau", hex()).await);
        assert!(why.contains("another server's game"), "{why}");

        // Bob's upload is in his export, and his name leaves it when he is erased.
        let bob = User::new(22, "bob");
        let export = String::from_utf8(h.export_personal_data(&bob).await.unwrap()).unwrap();
        assert!(export.contains("rules_files_uploaded"), "{export}");
        assert!(export.contains("\"hex-7\""), "{export}");
        h.erase_person(&bob).await.unwrap();
        let (_, versions) = h.design_versions(Some(GUILD), "hex-7").await.unwrap();
        assert_eq!(versions.len(), 2);
        assert!(
            versions.iter().all(|v| v.author_id != bob.id),
            "{versions:?}"
        );
        let export = String::from_utf8(h.export_personal_data(&bob).await.unwrap()).unwrap();
        assert!(!export.contains("\"hex-7\""), "{export}");
    }
}

/// A budget for unoptimized test builds: the near-end positions of Twenty-Sevens games.
const PUZZLE_BUDGET: boardbot::ai::puzzle::Budget = boardbot::ai::puzzle::Budget {
    depth: 7,
    nodes_per_position: 20_000,
    positions_per_game: 8,
};

/// The rules-file Twenty-Sevens says its positions make puzzles: a server that plays it gets
/// its daily puzzle from its finished games, replayed with the game's own version, also by
/// another process.
#[tokio::test]
async fn a_designed_game_that_makes_puzzles_gives_the_servers_daily_puzzle() {
    use boardbot::ai::puzzle::find_in_log;
    use boardbot::games::Options;
    use boardbot::host::{Host, Place, SystemClock};
    let settings = HostSettings {
        puzzle_budget: PUZZLE_BUDGET,
        ..HostSettings::default()
    };
    for setup in hosts_with(settings).await {
        let h = &setup.host;
        let report = h
            .upload_design(
                Some(GUILD),
                &designer(),
                &[],
                "t.luau",
                &twenty_sevens(),
                |_, _| {},
            )
            .await
            .unwrap();
        accepted(report);
        let kind = h
            .game_named(Some(GUILD), "twenty-sevens-designed")
            .await
            .unwrap();
        let squares = ["b2", "a1", "c3", "a3", "c1", "b1", "a2", "c2", "b3"];
        let log = (0..9)
            .map(|shift| -> Vec<String> {
                (0..27)
                    .map(|i| squares[(i * 4 + shift) % 9].to_string())
                    .collect()
            })
            .find(|log| find_in_log(kind, &Options::new(), "", log, PUZZLE_BUDGET).is_some())
            .expect("a walked game holds a puzzle");
        let place = Place {
            guild_id: Some(GUILD),
            channel_id: 300,
        };
        let (ann, bob) = (User::new(31, "ann"), User::new(32, "bob"));
        let game = h
            .challenge(place, &ann, &bob, kind, Options::new())
            .await
            .unwrap()
            .game_id;
        h.accept(game, &bob).await.unwrap();
        let record = h.store().game(game).await.unwrap().unwrap();
        for (i, mv) in log.iter().enumerate() {
            let mover = match record.players[i % 2] == ann.id {
                true => &ann,
                false => &bob,
            };
            h.play(place, mover, mv, None).await.unwrap();
        }
        h.puzzle(place, &ann).await.unwrap();
        let day = h.now().div_euclid(24 * 60 * 60 * 1000);
        let puzzle = h.store().puzzle(GUILD, day).await.unwrap().unwrap();
        assert_eq!(puzzle.source_game_id, Some(game));
        assert_eq!(
            puzzle.kind.rules_file().map(|r| r.hash),
            kind.rules_file().map(|r| r.hash)
        );
        // Another process on the same database reads it back with the same file.
        let other = Host::new(
            h.store().clone(),
            std::sync::Arc::new(SystemClock),
            HostSettings::default(),
        );
        other.puzzle(place, &bob).await.unwrap();
    }
}
