//! Which actions are legal: freezing, and every piece's moves and powers.

use crate::i18n::Text;

use super::board::{flag_home, name, offset, step, Dir, Kind, Side, Sq, SqSet, SQUARES};
use super::notation::{Move, Path, Targets, MAX_SHIELDS};
use super::pieces::{takes_shields, unit, Unit};
use super::Ccc;

/// Nice Flag leaps: 3 then 2 squares (or 2 then 3) at right angles.
pub const FLAG_LEAPS: [(i8, i8); 8] = [
    (3, 2),
    (3, -2),
    (-3, 2),
    (-3, -2),
    (2, 3),
    (2, -3),
    (-2, 3),
    (-2, -3),
];

impl Ccc {
    /// Squares whose pieces are frozen by a Nice Flag (for a laying stick: see
    /// [`Ccc::is_frozen`]).
    pub(super) fn frozen_squares(&self) -> SqSet {
        let mut set = SqSet::default();
        for f in 0..SQUARES as Sq {
            let c = self.cell(f);
            if unit(c) != Unit::Flag {
                continue;
            }
            let flag_side = c.side();
            for d in Dir::ALL {
                let Some(n) = step(f, d) else { continue };
                let nc = self.cell(n);
                if nc.is_empty() {
                    continue;
                }
                if self.flag_v2() && (nc.side() == flag_side || nc.pyramids() > 0) {
                    continue;
                }
                set.insert(n);
            }
        }
        set
    }

    /// The piece on `s` is frozen (a laying stick if any square it covers is).
    pub fn is_frozen(&self, s: Sq) -> bool {
        self.frozen_in(self.frozen_squares(), s)
    }

    /// Every square holding a frozen piece (all squares of a frozen laying stick).
    pub fn frozen_pieces(&self) -> SqSet {
        let frozen = self.frozen_squares();
        let mut set = SqSet::default();
        for s in 0..SQUARES as Sq {
            if !self.cell(s).is_empty() && self.frozen_in(frozen, s) {
                set.insert(s);
            }
        }
        set
    }

    pub(super) fn frozen_in(&self, frozen: SqSet, s: Sq) -> bool {
        let c = self.cell(s);
        match c.top() {
            Some(p) if p.kind == Kind::Laying => self.sticks[p.side as usize]
                .is_some_and(|st| st.squares().any(|q| frozen.contains(q))),
            _ => frozen.contains(s),
        }
    }

    /// Every legal action of the side to move except `pass` (shield actions only if asked).
    pub(super) fn actions(&self, with_shields: bool) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        if self.outcome.is_some() {
            return out;
        }
        let side = self.turn;
        let frozen = self.frozen_squares();
        for s in 0..SQUARES as Sq {
            if self.cell(s).side() == Some(side) && !self.frozen_in(frozen, s) {
                self.unit_moves(s, &mut out);
                if with_shields && unit(self.cell(s)) == Unit::Ring {
                    self.shield_moves(s, &mut out);
                }
            }
        }
        if self.can_restore(side) {
            out.push(Move::Restore);
        }
        out
    }

    /// Whether the side to move has any action besides `pass`.
    pub(super) fn has_action(&self) -> bool {
        !self.actions(false).is_empty() || self.any_shield(self.turn, self.frozen_squares())
    }

    pub(super) fn any_shield(&self, side: Side, frozen: SqSet) -> bool {
        (0..SQUARES as Sq).any(|s| {
            let c = self.cell(s);
            c.side() == Some(side)
                && unit(c) == Unit::Ring
                && c.top().is_some_and(|p| p.shields > 0)
                && !self.frozen_in(frozen, s)
        }) && !self.shield_room(side).is_empty()
    }

    pub(super) fn can_restore(&self, side: Side) -> bool {
        self.flag_destroyed(side) && self.cell(flag_home(side)).is_empty()
    }

    /// Whether `side`'s Nice Flag is off the board (destroyed).
    fn flag_destroyed(&self, side: Side) -> bool {
        !(0..SQUARES as Sq).any(|s| {
            let c = self.cell(s);
            c.side() == Some(side) && unit(c) == Unit::Flag
        })
    }

    /// Moves and powers (except shield) of the own, unfrozen unit on `s`.
    pub(super) fn unit_moves(&self, s: Sq, out: &mut Vec<Move>) {
        let c = *self.cell(s);
        let Some(side) = c.side() else { return };
        match unit(&c) {
            Unit::Empty => {}
            Unit::Flat => {
                for d in Dir::flat_steps(side) {
                    if let Some(to) = step(s, d) {
                        if self.flat_landing(side, to).is_some() {
                            out.push(Move::go(s, to));
                        }
                    }
                }
                let mut path = Path::start(s);
                self.hops(side, s, &mut path, SqSet::default(), out);
            }
            Unit::FlatStack => {
                for d in Dir::stack_steps(side) {
                    if let Some(to) = step(s, d) {
                        if self.stack_landing(side, c.len(), to).is_some() {
                            out.push(Move::go(s, to));
                        }
                    }
                }
                for d in Dir::flat_steps(side) {
                    if self.unstack_ok(s, d) {
                        out.push(Move::Unstack(s, d));
                    }
                }
            }
            Unit::Pyramids => {
                let size = c.bottom_pyramid();
                for d in Dir::DIAGONAL {
                    let mut to = s;
                    while let Some(n) = step(to, d) {
                        to = n;
                        if self.cell(to).is_empty() {
                            out.push(Move::go(s, to));
                            continue;
                        }
                        if self.pyramid_landing(side, size, to).is_some() {
                            out.push(Move::go(s, to));
                        }
                        break;
                    }
                    if c.len() > 1 && self.unstack_ok(s, d) {
                        out.push(Move::Unstack(s, d));
                    }
                }
            }
            Unit::PyramidStack => {
                for d in Dir::ALL {
                    if let Some(to) = step(s, d) {
                        if self.pyramid_stack_landing(side, to).is_some() {
                            out.push(Move::go(s, to));
                        }
                    }
                    if self.unstack_ok(s, d) {
                        out.push(Move::Unstack(s, d));
                    }
                }
            }
            Unit::Cube => {
                for d in Dir::ORTHOGONAL {
                    let mut to = s;
                    for _ in 0..5 {
                        let Some(n) = step(to, d) else { break };
                        to = n;
                        let tc = self.cell(to);
                        if tc.is_empty() {
                            out.push(Move::go(s, to));
                        } else if matches!(unit(tc), Unit::Standing | Unit::Flag) {
                            break;
                        }
                    }
                }
            }
            Unit::Ring => {
                for d in Dir::ORTHOGONAL {
                    let mut to = s;
                    while let Some(n) = step(to, d) {
                        to = n;
                        if !self.cell(to).is_empty() {
                            break;
                        }
                        out.push(Move::go(s, to));
                    }
                }
                if c.top().is_some_and(|p| p.shields < 5) {
                    out.push(Move::Build(s));
                }
            }
            Unit::Standing => {
                let len = if c.top().is_some_and(|p| p.kind == Kind::TallStick) {
                    3
                } else {
                    2
                };
                for d in Dir::ORTHOGONAL {
                    if self.fall_ok(side, s, d, len) {
                        out.push(Move::Fall(s, d));
                    }
                }
            }
            Unit::Rectangle => {
                for d in Dir::ALL {
                    if let Some(to) = step(s, d) {
                        if self.striker_landing(side, to).is_some() {
                            out.push(Move::go(s, to));
                        }
                    }
                }
            }
            Unit::Flag => {
                if self.ply == 0 {
                    return;
                }
                for (df, dr) in FLAG_LEAPS {
                    if let Some(to) = offset(s, df, dr) {
                        if self.cell(to).is_empty() {
                            out.push(Move::go(s, to));
                        }
                    }
                }
            }
            Unit::Laying => {
                let Some(st) = self.sticks[side as usize] else {
                    return;
                };
                if st.at != s {
                    return;
                }
                let sides = if st.ns {
                    [Dir::W, Dir::E]
                } else {
                    [Dir::S, Dir::N]
                };
                for d in sides {
                    if self.roll_ok(side, st.squares(), d) {
                        out.push(Move::Roll(s, d));
                    }
                }
                let last = st.squares().last().expect("a stick has sections");
                let ends = [step(st.at, st.along().opposite()), step(last, st.along())];
                for to in ends.into_iter().flatten() {
                    if self.cell(to).is_empty() {
                        out.push(Move::Stand(s, to));
                    }
                }
            }
        }
    }

    /// Hop chains of the single Flat that started on `path.from()`, now on `cur`.
    fn hops(&self, side: Side, cur: Sq, path: &mut Path, jumped: SqSet, out: &mut Vec<Move>) {
        let first = path.squares().len() == 1;
        let dirs: &[Dir] = if first {
            &Dir::flat_steps(side)
        } else {
            &Dir::ALL
        };
        for &d in dirs {
            let Some(mid) = step(cur, d) else { continue };
            let Some(land) = step(mid, d) else { continue };
            let mc = self.cell(mid);
            let jumpable =
                !jumped.contains(mid) && unit(mc) == Unit::Flat && mc.side() != Some(side);
            if !jumpable || !self.empty_during_hop(path.from(), land, jumped) {
                continue;
            }
            let mut j = jumped;
            j.insert(mid);
            path.push(land);
            out.push(Move::Go(*path));
            self.hops(side, land, path, j, out);
            path.pop();
        }
    }

    /// Whether `s` is empty part-way through a hop chain that left `from` and jumped `jumped`.
    pub(super) fn empty_during_hop(&self, from: Sq, s: Sq, jumped: SqSet) -> bool {
        let c = self.cell(s);
        s == from || c.is_empty() || (jumped.contains(s) && c.top().is_some_and(|p| p.shields == 0))
    }

    /// Whether the stack on `s` may unstack toward `d` (its direction set is checked by the
    /// caller): no drop onto an own Cube or own smaller Pyramid, and Flats obey heights.
    pub(super) fn unstack_ok(&self, s: Sq, d: Dir) -> bool {
        let c = self.cell(s);
        let Some(side) = c.side() else { return false };
        let lifted = &c.pieces()[1..];
        let (df, dr) = d.delta();
        let mut flats_left = lifted.iter().filter(|p| p.kind == Kind::Flat).count();
        for (i, p) in lifted.iter().enumerate() {
            let k = i as i8 + 1;
            let Some(to) = offset(s, df * k, dr * k) else {
                return true;
            };
            if p.kind == Kind::Flat {
                if flats_left < self.cell(to).height() || self.drop_flat_landing(side, to).is_none()
                {
                    return false;
                }
                flats_left -= 1;
            } else if self
                .pyramid_landing(side, p.kind.pyramid_size(), to)
                .is_none()
            {
                return false;
            }
        }
        true
    }

    fn fall_ok(&self, side: Side, s: Sq, d: Dir, len: i8) -> bool {
        let (df, dr) = d.delta();
        (1..=len).all(|k| {
            offset(s, df * k, dr * k).is_some_and(|to| self.striker_landing(side, to).is_some())
        })
    }

    fn roll_ok(&self, side: Side, squares: impl Iterator<Item = Sq>, d: Dir) -> bool {
        let mut ok = true;
        for q in squares {
            ok &= step(q, d).is_some_and(|to| self.striker_landing(side, to).is_some());
        }
        ok
    }

    /// Own pieces that can take shields now, with room left: (square, room), in name order.
    pub(super) fn shield_room(&self, side: Side) -> Vec<(Sq, u8)> {
        let mut v = Vec::new();
        for s in 0..SQUARES as Sq {
            if let Some(room) = self.room_on(side, s) {
                v.push((s, room));
            }
        }
        v.sort_by_key(|&(s, _)| name(s));
        v
    }

    /// Shields the own piece named by `s` can still take (`None` if it cannot be a target).
    pub(super) fn room_on(&self, side: Side, s: Sq) -> Option<u8> {
        let c = self.cell(s);
        let top = c.top()?;
        if top.side != side || !takes_shields(top.kind) {
            return None;
        }
        let room = if top.kind == Kind::Laying {
            let st = self.sticks[side as usize]?;
            if st.at != s {
                return None;
            }
            st.cap() - st.shields
        } else {
            top.kind.cap() - top.shields
        };
        (room > 0).then_some(room)
    }

    /// Every way the Ring on `ring` can spend 1 to all of its Power.
    fn shield_moves(&self, ring: Sq, out: &mut Vec<Move>) {
        let power = self.cell(ring).top().map_or(0, |p| p.shields) as usize;
        if power == 0 {
            return;
        }
        let side = self.turn;
        let room = self.shield_room(side);
        let mut chosen: Vec<Sq> = Vec::with_capacity(MAX_SHIELDS);
        fn rec(
            room: &[(Sq, u8)],
            i: usize,
            left: usize,
            chosen: &mut Vec<Sq>,
            ring: Sq,
            out: &mut Vec<Move>,
        ) {
            if i == room.len() {
                if !chosen.is_empty() {
                    let t = Targets::new(chosen).expect("1 to 5 targets");
                    out.push(Move::Shield(ring, t));
                }
                return;
            }
            let (s, r) = room[i];
            for k in 0..=(r as usize).min(left) {
                for _ in 0..k {
                    chosen.push(s);
                }
                rec(room, i + 1, left - k, chosen, ring, out);
                for _ in 0..k {
                    chosen.pop();
                }
            }
        }
        rec(&room, 0, power, &mut chosen, ring, out);
    }

    /// Whether a shield action is legal; `Err` explains why not.
    pub(super) fn check_shield(&self, ring: Sq, targets: &Targets) -> Result<(), Text> {
        let side = self.turn;
        let c = self.cell(ring);
        if c.side() != Some(side) || unit(c) != Unit::Ring {
            return Err(Text::new("engine-ccc-no-ring").arg("square", name(ring)));
        }
        if self.is_frozen(ring) {
            return Err(Text::new("engine-ccc-ring-frozen").arg("square", name(ring)));
        }
        let power = c.top().map_or(0, |p| p.shields) as usize;
        if targets.squares().len() > power {
            return Err(Text::new("engine-ccc-ring-power").arg("power", power));
        }
        let list = targets.squares();
        for (i, &t) in list.iter().enumerate() {
            if i > 0 && list[i - 1] == t {
                continue;
            }
            let wanted = list.iter().filter(|&&q| q == t).count();
            match self.room_on(side, t) {
                Some(room) if wanted <= room as usize => {}
                Some(room) => {
                    return Err(Text::new("engine-ccc-shield-room")
                        .arg("square", name(t))
                        .arg("room", room));
                }
                None => return Err(self.why_not_target(side, t)),
            }
        }
        Ok(())
    }

    fn why_not_target(&self, side: Side, t: Sq) -> Text {
        let n = name(t);
        let c = self.cell(t);
        match c.top() {
            None => Text::new("engine-ccc-target-empty").arg("square", n),
            Some(p) if p.side != side => Text::new("engine-ccc-target-not-yours").arg("square", n),
            Some(p) if p.kind == Kind::Laying => match self.sticks[side as usize] {
                Some(st) if st.at != t && st.shields < st.cap() => {
                    Text::new("engine-ccc-name-stick").arg("square", name(st.at))
                }
                _ => Text::new("engine-ccc-stick-full").arg("square", n),
            },
            Some(p) if !takes_shields(p.kind) => {
                Text::new("engine-ccc-never-shields").arg("piece", p.kind.name())
            }
            Some(p) => Text::new("engine-ccc-piece-full")
                .arg("piece", p.kind.name())
                .arg("square", n),
        }
    }
}

impl Ccc {
    /// Why an action that was not found legal is refused, in words for the player.
    pub(super) fn explain(&self, mv: &Move) -> Text {
        let side = self.turn;
        let Some(s) = mv.origin() else {
            return match mv {
                Move::Restore if !self.flag_destroyed(side) => {
                    Text::new("engine-ccc-flag-on-board")
                }
                Move::Restore => {
                    Text::new("engine-ccc-flag-home").arg("square", name(flag_home(side)))
                }
                _ => Text::new("engine-ccc-impossible"),
            };
        };
        let n = name(s);
        let c = self.cell(s);
        if c.is_empty() {
            return Text::new("engine-ccc-no-piece").arg("square", n);
        }
        if c.side() != Some(side) {
            return Text::new("engine-ccc-not-yours").arg("square", n);
        }
        let u = unit(c);
        let what = self.unit_name(s);
        if self.is_frozen(s) {
            return Text::new("engine-ccc-frozen")
                .arg("piece", what)
                .arg("square", n);
        }
        let stick_name = || match self.sticks[side as usize] {
            Some(st) if u == Unit::Laying && st.at != s => {
                Some(Text::new("engine-ccc-name-stick-lowest").arg("square", name(st.at)))
            }
            _ => None,
        };
        match mv {
            Move::Go(p) => {
                let to = p.to();
                let tc = self.cell(to);
                if u == Unit::Flag && self.ply == 0 {
                    return Text::new("engine-ccc-flag-first-turn");
                }
                if p.squares().len() > 2 && u != Unit::Flat {
                    return Text::new("engine-ccc-only-flat-hops");
                }
                if tc.side() == Some(side) && unit(tc) == Unit::Cube {
                    return Text::new("engine-ccc-own-cube").arg("square", name(to));
                }
                match u {
                    Unit::Flat if super::powers::is_hop(p) => Text::new("engine-ccc-hop"),
                    Unit::Flat if tc.side() == Some(side) => {
                        Text::new("engine-ccc-flat-join").arg("square", name(to))
                    }
                    Unit::Flat => Text::new("engine-ccc-flat-step"),
                    Unit::FlatStack => Text::new("engine-ccc-flat-stack-step"),
                    Unit::Pyramids => Text::new("engine-ccc-pyramid-slide").arg("piece", what),
                    Unit::PyramidStack => Text::new("engine-ccc-pyramid-stack-step"),
                    Unit::Cube => Text::new("engine-ccc-cube-move"),
                    Unit::Ring => Text::new("engine-ccc-ring-slide"),
                    Unit::Rectangle => Text::new("engine-ccc-rectangle-step"),
                    Unit::Flag => Text::new("engine-ccc-flag-leap"),
                    Unit::Standing => Text::new("engine-ccc-standing-step").arg("square", n),
                    Unit::Laying => Text::new("engine-ccc-laying-step"),
                    Unit::Empty => Text::new("engine-ccc-no-piece").arg("square", n),
                }
            }
            Move::Unstack(_, d) => match u {
                Unit::FlatStack if !Dir::flat_steps(side).contains(d) => {
                    Text::new("engine-ccc-flat-stack-unstack")
                }
                Unit::Pyramids if c.len() > 1 && !d.is_diagonal() => {
                    Text::new("engine-ccc-pyramid-unstack")
                }
                Unit::FlatStack | Unit::PyramidStack | Unit::Pyramids if c.len() > 1 => {
                    Text::new("engine-ccc-unstack-blocked")
                        .arg("piece", what)
                        .arg("direction", d.name())
                }
                _ => Text::new("engine-ccc-cannot-unstack"),
            },
            Move::Fall(_, d) => match u {
                Unit::Standing if d.is_diagonal() => Text::new("engine-ccc-fall-diagonal"),
                Unit::Standing => Text::new("engine-ccc-fall-blocked"),
                _ => Text::new("engine-ccc-only-standing-falls"),
            },
            Move::Roll(_, _) | Move::Stand(_, _) if u != Unit::Laying => {
                Text::new("engine-ccc-only-laying-moves")
            }
            Move::Roll(_, _) => stick_name().unwrap_or_else(|| Text::new("engine-ccc-roll")),
            Move::Stand(_, _) => stick_name().unwrap_or_else(|| Text::new("engine-ccc-stand")),
            Move::Build(_) if u == Unit::Ring => Text::new("engine-ccc-ring-full"),
            Move::Build(_) => Text::new("engine-ccc-only-ring-builds"),
            _ => Text::new("engine-ccc-impossible"),
        }
    }
}
