//! Balance reports of a server's designed games in the host, on both backends (issue 44): a
//! report is kept with its version (its chart's bytes read back as made), the games really
//! played on that version are counted, and two versions are compared.

use boardbot::games::Options;
use boardbot::host::{GameTerms, Place, User};

use boardbot_testkit::db::{hosts, refused};

const GUILD: u64 = 100;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 300,
    }
}

fn designer() -> User {
    User {
        manages_server: true,
        ..User::new(5, "dana")
    }
}

fn ann() -> User {
    User::new(11, "ann")
}

fn bob() -> User {
    User::new(22, "bob")
}

/// Ann (Red, first) joins the bottom and top rows along file a; Bob plays file b.
const RED_WINS: [&str; 13] = [
    "a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5", "b5", "a6", "b6", "a7",
];

#[tokio::test]
async fn a_report_is_kept_with_its_version_beside_the_games_played_on_it() {
    let source = std::fs::read_to_string("designs/hex.luau").unwrap();
    for s in hosts().await {
        let h = &s.host;
        h.upload_design(
            Some(GUILD),
            &designer(),
            &[],
            "hex.luau",
            source.as_bytes(),
            |_, _| {},
        )
        .await
        .unwrap();

        // No report yet; a report of no games, of a version that does not exist, or outside a
        // server is refused.
        let compared = h
            .compare_design_versions(Some(GUILD), "hex-7", 1, 1)
            .await
            .unwrap();
        assert!(compared[0].report.is_none());
        assert!(refused(
            h.design_report(Some(GUILD), "hex-7", None, 0, |_, _| {})
                .await
        )
        .contains("1 to 1000 games"));
        assert!(refused(
            h.design_report(Some(GUILD), "hex-7", Some(2), 3, |_, _| {})
                .await
        )
        .contains("has no version 2"));
        assert!(
            refused(h.design_report(None, "hex-7", None, 3, |_, _| {}).await)
                .contains("in a server")
        );

        // A game played here to its end, by the board.
        let kind = h.game_named(Some(GUILD), "hex-7").await.unwrap();
        let terms = GameTerms {
            options: Options::new(),
            rated: true,
            turn_seconds: None,
        };
        let challenge = h
            .challenge(place(), &ann(), &bob(), kind, terms)
            .await
            .unwrap();
        h.accept(challenge.game_id, &bob()).await.unwrap();
        for (i, mv) in RED_WINS.iter().enumerate() {
            let mover = if i % 2 == 0 { ann() } else { bob() };
            h.play(place(), &mover, mv, None).await.unwrap();
        }

        let mut seen = Vec::new();
        let view = h
            .design_report(Some(GUILD), "Hex 7×7", None, 3, |done, total| {
                seen.push((done, total))
            })
            .await
            .unwrap();
        assert_eq!(seen, (0..=6).map(|d| (d, 6)).collect::<Vec<_>>());
        assert_eq!(view.version.number, 1);
        assert_eq!(view.report.games, 3);
        assert_eq!(view.report.figures.ai.games, 3);
        assert_eq!(view.report.figures.random.games, 3);
        assert!(view.report.text.contains("Random against random, 3 games"));
        assert_eq!(view.played.games, 1);
        assert_eq!(view.played.wins, [1, 0]);
        assert_eq!(view.played.median_plies, 13);
        assert_eq!(view.played.resigned, [0, 0]);

        // Kept: compare reads it back, chart and all, beside the games played.
        let [first, again] = h
            .compare_design_versions(Some(GUILD), "hex-7", 1, 1)
            .await
            .unwrap();
        let kept = first.report.expect("the kept report");
        assert_eq!(kept, view.report);
        assert!(kept.chart.starts_with(b"\x89PNG"));
        assert_eq!(first.played, view.played);
        assert_eq!(again.report, Some(kept));
    }
}
