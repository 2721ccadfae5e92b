//! `/games mine` in the host, on both backends: a player's games in progress in every server
//! and conversation, the ones where it is their turn first, each group by time left; with
//! each game its opponent, where it is played and its live page. Challenges not yet accepted,
//! finished games and other people's games are not theirs to list.

use boardbot::games::{GameKind, Options};
use boardbot::host::{
    Clock, GameVenue, Host, LiveWatchers, MyGamesPage, Place, PublicLinks, Signer, User,
    MY_GAMES_PER_PAGE,
};

use boardbot_testkit::db::hosts;

const HOUR: i64 = 60 * 60 * 1000;
const SERVER_A: u64 = 100;
const SERVER_B: u64 = 300;

fn in_server(guild: u64, channel_id: u64) -> Place {
    Place {
        guild_id: Some(guild),
        channel_id,
    }
}

fn group_dm() -> Place {
    Place {
        guild_id: None,
        channel_id: 900,
    }
}

fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}
fn cat() -> User {
    User::new(33, "cat")
}

/// `challenger` challenges `opponent` to Twenty-Sevens in `place` and the game begins (the
/// challenger moves first).
async fn started(host: &Host, place: Place, challenger: &User, opponent: &User) -> i64 {
    let game = host
        .challenge(
            place,
            challenger,
            opponent,
            GameKind::TwentySevens,
            Options::new(),
        )
        .await
        .unwrap()
        .game_id;
    host.accept(game, opponent).await.unwrap();
    game
}

/// The page's games as (id, my turn, opponent, venue).
fn listed(page: &MyGamesPage) -> Vec<(i64, bool, &str, GameVenue)> {
    page.games
        .iter()
        .map(|g| (g.game_id, g.my_turn, g.opponent.as_str(), g.venue))
        .collect()
}

#[tokio::test]
async fn my_games_everywhere_my_turn_first_each_by_time_left() {
    for s in hosts().await {
        let h = s
            .host
            .clone()
            .with_public_links(PublicLinks::new(
                "https://boardbot.example",
                Signer::new(b"a secret of sixteen"),
            ))
            .with_web_sign_in();
        let t0 = s.clock.now_ms();
        // The front end notes that the bot may only answer interactions in the group DM.
        h.note_channel_reach(group_dm().channel_id, false)
            .await
            .unwrap();

        // t0: Ann and Bob in server A; Ann to move until t0 + 24 h (she moves at 6 h).
        let in_a = started(&h, in_server(SERVER_A, 200), &ann(), &bob()).await;
        s.clock.advance_ms(HOUR);
        // 1 h: Cat and Ann in server B; Cat moves at 2 h, so Ann's turn ends at 26 h.
        let cat_first = started(&h, in_server(SERVER_B, 400), &cat(), &ann()).await;
        s.clock.advance_ms(HOUR);
        h.play(in_server(SERVER_B, 400), &cat(), "b2", None)
            .await
            .unwrap();
        s.clock.advance_ms(HOUR);
        // 3 h: Ann and Bob in a group DM; Ann's turn ends at 27 h.
        let in_dm = started(&h, group_dm(), &ann(), &bob()).await;
        s.clock.advance_ms(HOUR);
        // 4 h: Ann and Cat in server B; Ann moves at once, Cat's turn ends at 28 h.
        let ann_moved = started(&h, in_server(SERVER_B, 401), &ann(), &cat()).await;
        h.play(in_server(SERVER_B, 401), &ann(), "b2", None)
            .await
            .unwrap();
        s.clock.advance_ms(2 * HOUR);
        // 6 h: Ann moves in server A, Bob's turn ends at 30 h.
        h.play(in_server(SERVER_A, 200), &ann(), "b2", None)
            .await
            .unwrap();
        // Not Ann's to list: a challenge not yet accepted, a finished game, others' games.
        h.challenge(
            in_server(SERVER_A, 201),
            &ann(),
            &cat(),
            GameKind::TwentySevens,
            Options::new(),
        )
        .await
        .unwrap();
        started(&h, in_server(SERVER_A, 202), &ann(), &bob()).await;
        h.resign(in_server(SERVER_A, 202), &bob()).await.unwrap();
        started(&h, in_server(SERVER_A, 203), &bob(), &cat()).await;

        let page = h.my_games(ann().id, 0).await.unwrap();
        assert_eq!(
            listed(&page),
            vec![
                (cat_first, true, "cat", GameVenue::Server(SERVER_B)),
                (in_dm, true, "bob", GameVenue::PrivateChat),
                (ann_moved, false, "cat", GameVenue::Server(SERVER_B)),
                (in_a, false, "bob", GameVenue::Server(SERVER_A)),
            ],
            "{:?}",
            s.db.url
        );
        let deadlines: Vec<_> = page.games.iter().map(|g| g.deadline).collect();
        assert_eq!(
            deadlines,
            vec![
                Some(t0 + 26 * HOUR),
                Some(t0 + 27 * HOUR),
                Some(t0 + 28 * HOUR),
                Some(t0 + 30 * HOUR),
            ]
        );
        assert_eq!((page.total, page.my_turn, page.pages), (4, 2, 1));
        let channels: Vec<_> = page.games.iter().map(|g| g.channel_id).collect();
        assert_eq!(channels, vec![400, 900, 401, 200]);
        // Only the players may watch (no public pages, signing in is possible): each links.
        for game in &page.games {
            let live = game.live_link.as_ref().expect("a live link");
            assert!(
                live.url.starts_with("https://boardbot.example/"),
                "{live:?}"
            );
            assert_eq!(live.watchers, LiveWatchers::Players);
        }

        // Bob sees the same games from his side: server A is his turn now.
        let bobs = h.my_games(bob().id, 0).await.unwrap();
        let bob_listed: Vec<_> = listed(&bobs)
            .into_iter()
            .filter(|(id, ..)| [in_a, in_dm].contains(id))
            .collect();
        assert_eq!(
            bob_listed,
            vec![
                (in_a, true, "ann", GameVenue::Server(SERVER_A)),
                (in_dm, false, "ann", GameVenue::PrivateChat),
            ]
        );

        // A page past the last is the last; someone with no games has an empty page.
        let clamped = h.my_games(ann().id, 7).await.unwrap();
        assert_eq!(clamped.page, 0);
        assert_eq!(listed(&clamped), listed(&page));
        let nobody = h.my_games(44, 0).await.unwrap();
        assert_eq!((nobody.total, nobody.pages, nobody.games.len()), (0, 1, 0));
    }
}

/// More games than a page: the second page goes on where the first stopped, in the same order.
#[tokio::test]
async fn my_games_are_paged_in_order() {
    for s in hosts().await {
        let h = &s.host;
        let count = MY_GAMES_PER_PAGE + 2;
        let mut games = Vec::new();
        for i in 0..count {
            games.push(started(h, in_server(SERVER_A, 500 + i as u64), &ann(), &bob()).await);
            s.clock.advance_ms(HOUR);
        }
        let first = h.my_games(ann().id, 0).await.unwrap();
        let second = h.my_games(ann().id, 1).await.unwrap();
        assert_eq!((first.pages, second.page, first.total), (2, 1, count));
        let ids: Vec<i64> = first
            .games
            .iter()
            .chain(&second.games)
            .map(|g| g.game_id)
            .collect();
        assert_eq!(ids, games, "the turn ending soonest first");
        assert!(first
            .games
            .iter()
            .all(|g| g.my_turn && g.live_link.is_none()));
        assert!(first
            .games
            .iter()
            .all(|g| g.venue == GameVenue::Server(SERVER_A)));
    }
}
