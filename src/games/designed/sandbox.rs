//! The Luau sandbox a rules file runs in: one VM per rules file and thread, with only safe
//! libraries, a memory limit and a CPU budget per call.
//!
//! What a file cannot reach (removed before the VM is sandboxed, so `sandbox(true)` then makes
//! the remaining libraries read-only): `io`, `os` (and with it every clock), `debug`,
//! `coroutine`, `require`, `load`/`loadstring`, `getfenv`/`setfenv`, `print` (standard output is
//! the referee's JSON), `gcinfo`, `math.random`/`math.randomseed` (the host's seeded source,
//! given to `start`, is the only randomness), and `collectgarbage` beyond `"count"`.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

use mlua::{Function, Lua, LuaOptions, StdLib, Table, Value, VmState};

use super::{DesignError, CALL_BUDGET, LOAD_BUDGET, MEMORY_LIMIT};

/// The hooks a rules file may define, in the order they are looked up.
pub const REQUIRED_FUNCTIONS: [&str; 7] = [
    "start", "moves", "play", "to_move", "result", "view", "describe",
];
pub const OPTIONAL_FUNCTIONS: [&str; 5] =
    ["private_view", "evaluate", "scores", "chance", "resolve"];

/// One loaded rules file on this thread.
pub struct Vm {
    pub lua: Lua,
    /// The table the file returned.
    pub api: Table,
    /// The running call's budget (`None` between calls).
    deadline: Rc<Cell<Option<Budget>>>,
}

thread_local! {
    /// This thread's VMs, by the SHA-256 of their file. A VM is not `Send`, so every thread
    /// that plays a designed game (the AI searches on several) loads the file once for itself.
    static VMS: RefCell<HashMap<[u8; 32], Rc<Vm>>> = RefCell::new(HashMap::new());
}

/// Run `f` with this thread's VM of the file `hash` (loading `source` on first use). A VM whose
/// call failed on a budget or memory is dropped, so that the next call starts from a fresh one.
pub fn with_vm<R>(
    hash: [u8; 32],
    chunk_name: &str,
    source: &str,
    f: impl FnOnce(&Vm) -> Result<R, DesignError>,
) -> Result<R, DesignError> {
    let vm = match VMS.with(|vms| vms.borrow().get(&hash).cloned()) {
        Some(vm) => vm,
        None => {
            let vm = Rc::new(Vm::load(chunk_name, source)?);
            VMS.with(|vms| vms.borrow_mut().insert(hash, vm.clone()));
            vm
        }
    };
    let result = f(&vm);
    if matches!(&result, Err(e) if e.kind.poisons_vm()) {
        VMS.with(|vms| vms.borrow_mut().remove(&hash));
    }
    result
}

/// Forget this thread's VM of a file (tests and `design check` start from a fresh one).
pub fn forget_vm(hash: [u8; 32]) {
    VMS.with(|vms| vms.borrow_mut().remove(&hash));
}

impl Vm {
    /// A fresh sandboxed VM that has run the file's top level (within [`LOAD_BUDGET`]) and
    /// holds the table it returned.
    pub fn load(chunk_name: &str, source: &str) -> Result<Vm, DesignError> {
        let lua = new_sandbox().map_err(|e| DesignError::from_lua("load", e))?;
        let deadline = Rc::new(Cell::new(None::<Budget>));
        let budget_deadline = deadline.clone();
        lua.set_interrupt(move |lua| match budget_deadline.get() {
            Some(budget) if budget.wall_passed() && budget.spent(&budget_deadline) => {
                // Where the file was when its time ran out: the running function (level 0 in
                // Luau, where the interrupt is no frame of its own) or its caller.
                let place = (0..2)
                    .find_map(|level| {
                        lua.inspect_stack(level, |d| {
                            let src = d.source().short_src.map(|s| s.to_string());
                            Some(format!("{}:{}: ", src?, d.current_line()?))
                        })
                        .flatten()
                    })
                    .unwrap_or_default();
                Err(mlua::Error::runtime(format!("{place}{BUDGET_MARK}")))
            }
            _ => Ok(VmState::Continue),
        });
        deadline.set(Some(Budget::start(LOAD_BUDGET)));
        let loaded = lua
            .load(source)
            .set_name(format!("={chunk_name}"))
            .eval::<Value>();
        deadline.set(None);
        let api = match loaded.map_err(|e| DesignError::from_lua("load", e))? {
            Value::Table(t) => t,
            other => {
                return Err(DesignError::shape(
                    "load",
                    format!(
                        "the file must end with `return {{ ... }}` (a table), not a {}",
                        other.type_name()
                    ),
                ))
            }
        };
        Ok(Vm { lua, api, deadline })
    }

    /// The file's function `name`, if it defines one; an error if `name` is something else.
    pub fn function(&self, name: &'static str) -> Result<Option<Function>, DesignError> {
        match self.api.raw_get::<Value>(name) {
            Ok(Value::Function(f)) => Ok(Some(f)),
            Ok(Value::Nil) => Ok(None),
            Ok(other) => Err(DesignError::shape(
                name,
                format!("`{name}` must be a function, not a {}", other.type_name()),
            )),
            Err(e) => Err(DesignError::from_lua(name, e)),
        }
    }

    /// The line where the file defines its function `name`.
    pub fn defined_at(&self, name: &'static str) -> Option<usize> {
        self.function(name).ok()??.info().line_defined
    }

    /// Call the file's function `name` within [`CALL_BUDGET`].
    pub fn call(
        &self,
        name: &'static str,
        args: impl mlua::IntoLuaMulti,
    ) -> Result<Value, DesignError> {
        self.call_within(name, CALL_BUDGET, args)
    }

    /// Call the file's function `name` within `budget`.
    pub fn call_within(
        &self,
        name: &'static str,
        budget: Duration,
        args: impl mlua::IntoLuaMulti,
    ) -> Result<Value, DesignError> {
        let Some(function) = self.function(name)? else {
            return Err(DesignError::shape(
                name,
                format!("the file defines no function `{name}`"),
            ));
        };
        self.deadline.set(Some(Budget::start(budget)));
        let result = function.call::<Value>(args);
        self.deadline.set(None);
        result.map_err(|e| DesignError::from_lua(name, e))
    }
}

/// A call's time budget, counted in the CPU time of the thread that runs it: on a busy machine
/// a call may wait for a core far longer than it runs, and only its running is the file's
/// doing. The wall clock is looked at first (cheap, at every interrupt); only when it passes the
/// budget is the thread's CPU clock read (a system call), and the wall deadline moved on by
/// the CPU time still left. A call that has waited [`WALL_FACTOR`] times its budget stops
/// anyway.
#[derive(Clone, Copy, Debug)]
struct Budget {
    limit: Duration,
    began: Instant,
    cpu_began: Duration,
    wall_deadline: Instant,
}

/// A call stops after this many times its budget in wall-clock time, however little it ran.
const WALL_FACTOR: u32 = 20;

impl Budget {
    fn start(limit: Duration) -> Budget {
        let began = Instant::now();
        Budget {
            limit,
            began,
            cpu_began: thread_cpu_time(),
            wall_deadline: began + limit,
        }
    }

    fn wall_passed(&self) -> bool {
        Instant::now() >= self.wall_deadline
    }

    /// Whether the call has spent its budget; if not, the wall deadline moves on (in `cell`).
    fn spent(&self, cell: &Cell<Option<Budget>>) -> bool {
        let now = Instant::now();
        let ran = thread_cpu_time().saturating_sub(self.cpu_began);
        if ran >= self.limit || now >= self.began + self.limit * WALL_FACTOR {
            return true;
        }
        cell.set(Some(Budget {
            wall_deadline: now + (self.limit - ran),
            ..*self
        }));
        false
    }
}

/// The CPU time this thread has run.
fn thread_cpu_time() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write to; the clock id is a constant the kernel knows.
    let read = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    if read != 0 {
        return Duration::ZERO;
    }
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// What the interrupt's error says; [`DesignError::from_lua`] recognises it.
pub const BUDGET_MARK: &str = "the time budget of this call ran out";

/// A VM with only the safe libraries, sandboxed, with the memory limit.
fn new_sandbox() -> mlua::Result<Lua> {
    let libs = StdLib::STRING | StdLib::TABLE | StdLib::MATH | StdLib::BIT | StdLib::UTF8;
    let lua = Lua::new_with(libs, LuaOptions::default())?;
    let globals = lua.globals();
    for name in [
        "require",
        "load",
        "loadstring",
        "dofile",
        "loadfile",
        "getfenv",
        "setfenv",
        "print",
        "gcinfo",
        "collectgarbage",
        "os",
        "io",
        "debug",
        "coroutine",
    ] {
        globals.raw_set(name, Value::Nil)?;
    }
    let math: Table = globals.raw_get("math")?;
    for name in ["random", "randomseed"] {
        math.raw_set(name, Value::Nil)?;
    }
    // `collectgarbage("count")` (kilobytes in use) is harmless and some scripts call it.
    let count = lua.create_function(|lua, option: String| {
        if option == "count" {
            Ok(lua.used_memory() as f64 / 1024.0)
        } else {
            Err(mlua::Error::runtime(
                "collectgarbage: only \"count\" is available in a rules file",
            ))
        }
    })?;
    globals.raw_set("collectgarbage", count)?;
    lua.sandbox(true)?;
    lua.set_memory_limit(MEMORY_LIMIT)?;
    Ok(lua)
}
