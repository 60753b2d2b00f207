// Summarizes Lighthouse JSON reports (one per run) given as arguments:
// each run's Performance score, Total Blocking Time, longest main-thread
// task and main-thread work, then the medians. Used by ./build.sh lighthouse.
import { readFileSync } from "node:fs";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const rows = [];
for (const file of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(file, "utf8"));
  if (r.runtimeError) {
    console.error(`${file}: Lighthouse failed: ${r.runtimeError.code} ${r.runtimeError.message}`);
    process.exit(1);
  }
  const a = r.audits;
  const longTasks = (a["long-tasks"]?.details?.items ?? []).map((t) => t.duration);
  rows.push({
    file,
    preset: r.configSettings.formFactor,
    perf: Math.round(100 * (r.categories.performance.score ?? 0)),
    tbt: a["total-blocking-time"].numericValue,
    longest: longTasks.length ? Math.max(...longTasks) : 0,
    over100: longTasks.filter((d) => d > 100).length,
    work: a["mainthread-work-breakdown"]?.numericValue ?? 0,
    fcp: a["first-contentful-paint"].numericValue,
  });
}
if (!rows.length) {
  console.error("no reports");
  process.exit(1);
}
const fmt = (x) => Math.round(x).toLocaleString("en");
console.log("run                               preset   Perf   TBT ms  longest task ms  tasks>100ms  main-thread ms  FCP ms");
for (const r of rows) {
  console.log(
    `${r.file.split("/").pop().padEnd(33)} ${r.preset.padEnd(8)} ${String(r.perf).padStart(4)} ${fmt(r.tbt).padStart(8)} ${fmt(r.longest).padStart(16)} ${String(r.over100).padStart(12)} ${fmt(r.work).padStart(15)} ${fmt(r.fcp).padStart(7)}`,
  );
}
for (const preset of [...new Set(rows.map((r) => r.preset))]) {
  const p = rows.filter((r) => r.preset === preset);
  console.log(
    `median of ${p.length} (${preset}): Performance ${median(p.map((r) => r.perf))}, Total Blocking Time ${fmt(median(p.map((r) => r.tbt)))} ms, longest task ${fmt(median(p.map((r) => r.longest)))} ms, main-thread work ${fmt(median(p.map((r) => r.work)))} ms`,
  );
}
