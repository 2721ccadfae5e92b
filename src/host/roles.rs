//! Rating roles: a server's admin maps Discord roles to rating tiers ("1800+ in CCC") and to
//! season champions. The host decides who should hold which role; the front end changes
//! them on Discord, working off a queue in the store (a member is queued when a rated game of
//! theirs ends, a season closes or a rule is added), so that a role change never holds up a
//! move, survives a restart and is retried with a growing delay.
//!
//! A rule is only kept where the bot can apply it: it needs Manage Roles and a role of its own
//! above the one it manages ([`RoleReach`], read from Discord by the front end). Otherwise the
//! admin is told exactly what is missing, and nothing is stored.

use super::*;
use crate::store::{RoleRuleRecord, RoleSyncRecord};

/// The most rules a server may set.
pub const MAX_ROLE_RULES: usize = 25;

/// A tier's rating must lie in this range.
pub const TIER_RATINGS: std::ops::RangeInclusive<i64> = 100..=4000;

/// Tries of one member's roles before the check is given up (until the next game).
pub const ROLE_SYNC_ATTEMPTS: i64 = 8;

/// The first retry's delay; each further one doubles, up to [`ROLE_RETRY_MAX_MS`].
const ROLE_RETRY_MS: i64 = 10_000;
const ROLE_RETRY_MAX_MS: i64 = 60 * 60 * 1000;

/// What a role is given for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoleGoal {
    /// An all-time rating of at least `min_rating` in `kind`: of a game's tiers, a player
    /// holds the highest they reach.
    Tier { kind: GameKind, min_rating: i64 },
    /// The reigning season champion in `kind` (`None`: in any game).
    Champion { kind: Option<GameKind> },
}

/// One rule of a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleRule {
    pub role_id: u64,
    pub goal: RoleGoal,
}

impl RoleRule {
    fn of(record: &RoleRuleRecord) -> Option<RoleRule> {
        let goal = match (record.min_rating, record.kind) {
            (Some(min_rating), Some(kind)) => RoleGoal::Tier { kind, min_rating },
            (Some(_), None) => return None,
            (None, kind) => RoleGoal::Champion { kind },
        };
        Some(RoleRule {
            role_id: record.role_id,
            goal,
        })
    }

    /// The rule in words ("1800+ in CCC").
    pub fn text(&self) -> Text {
        match self.goal {
            RoleGoal::Tier { kind, min_rating } => Text::new("roles-tier")
                .arg("rating", min_rating)
                .arg("game", kind.display_name()),
            RoleGoal::Champion { kind: Some(kind) } => {
                Text::new("roles-champion-of").arg("game", kind.display_name())
            }
            RoleGoal::Champion { kind: None } => Text::new("roles-champion-any"),
        }
    }
}

/// What the bot can do with a role in a server, as Discord says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleReach {
    /// The bot holds Manage Roles (or Administrator).
    pub manage_roles: bool,
    /// The position of the bot's highest role.
    pub bot_position: i64,
    /// The position of the role to manage.
    pub role_position: i64,
    /// The role belongs to an integration (a bot's own role, the booster role): no one can
    /// give it.
    pub integration_role: bool,
    /// The role is @everyone.
    pub everyone: bool,
}

impl RoleReach {
    /// Why the bot cannot give and take the role: each thing missing, in words.
    pub fn missing(&self) -> Vec<Text> {
        let mut missing = Vec::new();
        if self.everyone {
            missing.push(Text::new("roles-missing-everyone"));
            return missing;
        }
        if self.integration_role {
            missing.push(Text::new("roles-missing-integration"));
        }
        if !self.manage_roles {
            missing.push(Text::new("roles-missing-manage-roles"));
        }
        if self.bot_position <= self.role_position {
            missing.push(Text::new("roles-missing-position"));
        }
        missing
    }
}

/// One member's roles to bring in line: of the roles the rules manage, those they should hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoleSync {
    pub record: RoleSyncRecord,
    /// Every role a rule of the server manages.
    pub managed: Vec<u64>,
    /// Those the member should hold.
    pub wanted: Vec<u64>,
}

/// How a role change went on Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoleOutcome {
    Done,
    /// The member is not in the server (any more): nothing to do.
    NotAMember,
    /// Discord refused for want of permission: `problem` says what (a message id).
    Refused {
        problem: &'static str,
    },
    /// Anything else (Discord unreachable, a server error): tried again later.
    Failed,
}

/// The roles of `rules` a member should hold, with their all-time `ratings` in the server
/// and the games they are reigning season champion of.
pub fn wanted_roles(
    rules: &[RoleRule],
    ratings: &[RatingRecord],
    champion_of: &[GameKind],
) -> Vec<u64> {
    let mut wanted = Vec::new();
    for &kind in GameKind::ALL {
        let Some(rating) = ratings.iter().find(|r| r.kind == kind) else {
            continue;
        };
        let best = rules
            .iter()
            .filter_map(|r| match r.goal {
                RoleGoal::Tier {
                    kind: k,
                    min_rating,
                } if k == kind && rating.rating >= min_rating as f64 => {
                    Some((min_rating, r.role_id))
                }
                _ => None,
            })
            .max();
        wanted.extend(best.map(|(_, role)| role));
    }
    for rule in rules {
        if let RoleGoal::Champion { kind } = rule.goal {
            let holds = match kind {
                Some(kind) => champion_of.contains(&kind),
                None => !champion_of.is_empty(),
            };
            if holds {
                wanted.push(rule.role_id);
            }
        }
    }
    wanted.sort_unstable();
    wanted.dedup();
    wanted
}

impl Host {
    /// The server's rules (for its admins).
    pub async fn role_rules(
        &self,
        guild_id: Option<u64>,
        user: &User,
    ) -> HostResult<Vec<RoleRule>> {
        let guild_id = moderated_guild(guild_id, user)?;
        Ok(self.rules_of(guild_id).await?)
    }

    async fn rules_of(&self, guild_id: u64) -> StoreResult<Vec<RoleRule>> {
        Ok(self
            .store
            .role_rules(guild_id)
            .await?
            .iter()
            .filter_map(RoleRule::of)
            .collect())
    }

    /// An admin maps a role: refused, and nothing kept, where the bot cannot give it
    /// (`reach`). Every member the rule may concern is queued for a check at once.
    pub async fn set_role_rule(
        &self,
        guild_id: Option<u64>,
        user: &User,
        rule: RoleRule,
        reach: RoleReach,
    ) -> HostResult<Vec<RoleRule>> {
        let guild_id = moderated_guild(guild_id, user)?;
        let missing = reach.missing();
        if !missing.is_empty() {
            let list = missing
                .into_iter()
                .map(|t| t.get(user.lang))
                .collect::<Vec<_>>()
                .join("\n");
            return Err(HostError::refused(
                Text::new("roles-cannot").arg("missing", list),
            ));
        }
        if let RoleGoal::Tier { min_rating, .. } = rule.goal {
            if !TIER_RATINGS.contains(&min_rating) {
                return Err(HostError::refused(
                    Text::new("roles-tier-range")
                        .arg("low", *TIER_RATINGS.start())
                        .arg("high", *TIER_RATINGS.end()),
                ));
            }
        }
        let rules = self.rules_of(guild_id).await?;
        if rules.len() >= MAX_ROLE_RULES && !rules.iter().any(|r| r.role_id == rule.role_id) {
            return Err(HostError::refused(
                Text::new("roles-too-many").arg("max", MAX_ROLE_RULES),
            ));
        }
        let (kind, min_rating) = match rule.goal {
            RoleGoal::Tier { kind, min_rating } => (Some(kind), Some(min_rating)),
            RoleGoal::Champion { kind } => (kind, None),
        };
        let record = RoleRuleRecord {
            guild_id,
            role_id: rule.role_id,
            kind,
            min_rating,
        };
        self.store.set_role_rule(&record, self.now()).await?;
        // A rule the bot can apply: an old problem is solved.
        self.store
            .note_role_problem(guild_id, None, self.now())
            .await?;
        Ok(self.rules_of(guild_id).await?)
    }

    /// An admin stops managing a role. Members keep it as it is.
    pub async fn remove_role_rule(
        &self,
        guild_id: Option<u64>,
        user: &User,
        role_id: u64,
    ) -> HostResult<Vec<RoleRule>> {
        let guild_id = moderated_guild(guild_id, user)?;
        if !self.store.remove_role_rule(guild_id, role_id).await? {
            return Err(HostError::refused(Text::new("roles-no-rule")));
        }
        Ok(self.rules_of(guild_id).await?)
    }

    /// What last kept the bot from changing the server's roles, if anything.
    pub async fn role_problem(&self, guild_id: u64) -> HostResult<Option<Text>> {
        Ok(self
            .store
            .role_problem(guild_id)
            .await?
            .map(|(id, _)| Text::dynamic(id)))
    }

    /// The players of a game that ends with `ratings` written whose roles are to be checked
    /// (queued with the game's end where its server has role rules): those of a rated game
    /// in a server.
    pub(super) fn role_checks_after(
        &self,
        record: &GameRecord,
        ratings: &[RatingRecord],
    ) -> Vec<u64> {
        if ratings.is_empty() || record.guild_id == EVERYWHERE || !record.rated {
            return Vec::new();
        }
        without_ai(&record.players)
    }

    /// Queue members of a server for a role check (where it has rules). Failures are logged:
    /// the next game queues them again.
    pub(super) async fn queue_roles(&self, guild_id: u64, user_ids: &[u64]) {
        let queued = async {
            if self.store.role_rules(guild_id).await?.is_empty() {
                return Ok(());
            }
            let people = without_ai(user_ids);
            self.store
                .queue_role_syncs(guild_id, &people, self.now())
                .await
        };
        if let Err(e) = queued.await {
            warn!(guild_id, error = %e, "could not queue role checks");
        }
    }

    /// Up to `limit` members whose roles are due to be checked, each with the roles they
    /// should hold. A server whose rules were all removed meanwhile has nothing to change.
    pub async fn due_role_syncs(&self, limit: i64) -> HostResult<Vec<RoleSync>> {
        let mut due = Vec::new();
        for record in self.store.due_role_syncs(self.now(), limit).await? {
            let rules = self.rules_of(record.guild_id).await?;
            if rules.is_empty() {
                self.store.finish_role_sync(&record).await?;
                continue;
            }
            let ratings = self
                .store
                .player_ratings(record.guild_id, record.user_id)
                .await?;
            let champion_of: Vec<GameKind> = self
                .store
                .reigning_champions(record.guild_id)
                .await?
                .iter()
                .filter(|c| c.user_id == record.user_id)
                .map(|c| c.kind)
                .collect();
            due.push(RoleSync {
                record,
                managed: rules.iter().map(|r| r.role_id).collect(),
                wanted: wanted_roles(&rules, &ratings, &champion_of),
            });
        }
        Ok(due)
    }

    /// The front end applied (or could not apply) a member's roles.
    pub async fn role_sync_outcome(&self, sync: &RoleSync, outcome: RoleOutcome) -> HostResult<()> {
        let record = &sync.record;
        let now = self.now();
        match outcome {
            RoleOutcome::Done | RoleOutcome::NotAMember => {
                self.store.finish_role_sync(record).await?;
                if outcome == RoleOutcome::Done {
                    self.store
                        .note_role_problem(record.guild_id, None, now)
                        .await?;
                }
            }
            RoleOutcome::Refused { problem } => {
                self.store
                    .note_role_problem(record.guild_id, Some(problem), now)
                    .await?;
                self.retry_role_sync(record, now).await?;
            }
            RoleOutcome::Failed => self.retry_role_sync(record, now).await?,
        }
        Ok(())
    }

    async fn retry_role_sync(&self, record: &RoleSyncRecord, now: i64) -> StoreResult<()> {
        if record.attempts + 1 >= ROLE_SYNC_ATTEMPTS {
            warn!(
                guild_id = record.guild_id,
                user_id = record.user_id,
                "giving up a member's role check until their next game"
            );
            return self.store.finish_role_sync(record).await;
        }
        let delay = (ROLE_RETRY_MS << record.attempts.min(20)).min(ROLE_RETRY_MAX_MS);
        self.store.retry_role_sync(record, now + delay).await
    }
}

/// `user_ids` but the AI's levels, which hold no roles.
fn without_ai(user_ids: &[u64]) -> Vec<u64> {
    user_ids
        .iter()
        .copied()
        .filter(|&id| id < ai_player_id(crate::ai::Level::Easy))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(kind: GameKind, rating: f64) -> RatingRecord {
        RatingRecord {
            guild_id: 1,
            kind,
            user_id: 5,
            name: "ann".into(),
            rating,
            deviation: 100.0,
            volatility: 0.06,
            wins: 1,
            losses: 0,
            draws: 0,
            season: None,
        }
    }

    #[test]
    fn a_player_holds_the_highest_tier_they_reach_in_each_game_and_their_titles() {
        let tier = |role_id, kind, min_rating| RoleRule {
            role_id,
            goal: RoleGoal::Tier { kind, min_rating },
        };
        let rules = [
            tier(1, GameKind::Ccc, 1600),
            tier(2, GameKind::Ccc, 1800),
            tier(3, GameKind::Ccc, 2000),
            tier(4, GameKind::TwentySevens, 1500),
            RoleRule {
                role_id: 9,
                goal: RoleGoal::Champion { kind: None },
            },
            RoleRule {
                role_id: 8,
                goal: RoleGoal::Champion {
                    kind: Some(GameKind::Ccc),
                },
            },
        ];
        let ccc = |rating| row(GameKind::Ccc, rating);
        assert_eq!(wanted_roles(&rules, &[ccc(1500.0)], &[]), Vec::<u64>::new());
        assert_eq!(wanted_roles(&rules, &[ccc(1800.0)], &[]), vec![2]);
        assert_eq!(wanted_roles(&rules, &[ccc(2400.0)], &[]), vec![3]);
        let both = [ccc(1700.0), row(GameKind::TwentySevens, 1510.0)];
        assert_eq!(wanted_roles(&rules, &both, &[]), vec![1, 4]);
        assert_eq!(
            wanted_roles(&rules, &[], &[GameKind::TwentySevens]),
            vec![9]
        );
        assert_eq!(wanted_roles(&rules, &[], &[GameKind::Ccc]), vec![8, 9]);
    }

    #[test]
    fn reach_names_everything_missing() {
        let fine = RoleReach {
            manage_roles: true,
            bot_position: 5,
            role_position: 2,
            integration_role: false,
            everyone: false,
        };
        assert!(fine.missing().is_empty());
        let ids = |reach: RoleReach| -> Vec<String> {
            reach.missing().iter().map(|t| t.id().to_string()).collect()
        };
        assert_eq!(
            ids(RoleReach {
                manage_roles: false,
                role_position: 5,
                ..fine
            }),
            ["roles-missing-manage-roles", "roles-missing-position"]
        );
        assert_eq!(
            ids(RoleReach {
                everyone: true,
                ..fine
            }),
            ["roles-missing-everyone"]
        );
    }
}
