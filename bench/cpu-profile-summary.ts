import { readFileSync } from 'node:fs';

// A V8 CPU profile (`node --cpu-prof`) summed up by where the time was spent: each sample's own
// function, grouped by npm package (or the project's file, or V8/Node's own), as percentages of
// the samples. What a flame graph shows, as lines to quote in a closing note.
//
//   node --import tsx bench/cpu-profile-summary.ts <file.cpuprofile> [lines, 25]

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, lines = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [lines]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const groupOf = ({ functionName, url }: Node['callFrame']): string => {
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)')
    return functionName;
  if (!url) return `(native) ${functionName || 'anonymous'}`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const project = url.match(/\/(packages\/[^/]+\/src\/.+)$/)?.[1];
  return project ?? url;
};

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const time = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const node = byId.get(id);
  const delta = profile.timeDeltas[index] ?? 0;
  if (!node) return;
  const group = groupOf(node.callFrame);
  time.set(group, (time.get(group) ?? 0) + delta);
  total += delta;
});

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${profile.samples.length} samples`);
for (const [group, micros] of [...time].sort((a, b) => b[1] - a[1]).slice(0, Number(lines)))
  console.log(`  ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${group}`);
