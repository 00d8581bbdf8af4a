/**
 * Settings of every session the site opens (primary and replica), sent at connection time.
 * JIT off: our statements are short lookups whose cost the planner can overestimate by orders of
 * magnitude on a big table with stale statistics; past `jit_above_cost` each execution then
 * compiles its expressions with LLVM (1.2 ms of a 3 ms hourly job at market size, more as soon
 * as it finds rows). Decision 0076.
 */
export const SESSION_OPTIONS = '-c jit=off'
