#!/usr/bin/env node
// docs/architecture.md lists code facts; this keeps them true (issue 30): the module graph's "calls" column
// must be the modules each server module's production files import (any file of another module but its
// tables), the "Privileged reads" lists must name every production file that calls `ctx.pick` (one list)
// and `ctx.loadIndex` (the other), and each contract endpoint table must be named after a server module.
// Fails (exit 1) saying what the document and the code disagree on.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(root, 'server/src/modules');
const docPath = join(root, 'docs/architecture.md');
const isProduction = (file) => file.endsWith('.ts') && !/\.test(-helpers)?\.ts$/.test(file);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (isProduction(path)) yield path;
  }
}

const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};
const isTablesFace = (file) => /(^|\.)tables\.ts$/.test(basename(file));

const calls = new Map();
/** The owner connection's doors, each with the production files that call it. */
const doors = { pick: new Set(), loadIndex: new Set() };
for (const module of readdirSync(modulesDir)) {
  const called = new Set();
  for (const file of filesUnder(join(modulesDir, module))) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), spec);
      const other = moduleOf(target);
      if (other && other !== module && !isTablesFace(target)) called.add(other);
    }
    for (const door of Object.keys(doors))
      if (new RegExp(`\\bctx\\.${door}\\(`).test(text)) doors[door].add(basename(file));
  }
  calls.set(module, called);
}

const doc = readFileSync(docPath, 'utf8');
const problems = [];

// | module | calls (index) | sees tables of (face) |
const graph = doc.slice(doc.indexOf('### The module graph'));
for (const [, name, cell] of graph.matchAll(/^\|\s*([a-z][a-z-]*)\s*\|([^|]*)\|[^|]*\|\s*$/gm)) {
  if (name === 'module') continue;
  if (!calls.has(name)) {
    problems.push(`the module graph lists "${name}", which is not a module`);
    continue;
  }
  const listed = new Set(cell.replace(/\(.*?\)/g, '').match(/[a-z-]+/g) ?? []);
  const actual = calls.get(name);
  const missing = [...actual].filter((m) => !listed.has(m));
  const extra = [...listed].filter((m) => !actual.has(m));
  if (missing.length || extra.length)
    problems.push(
      `module graph, ${name}: ${missing.length ? `calls ${missing.join(', ')} (not listed)` : ''}${missing.length && extra.length ? '; ' : ''}${extra.length ? `listed but not called: ${extra.join(', ')}` : ''}`,
    );
  calls.delete(name);
}
for (const name of calls.keys()) problems.push(`the module graph leaves out the module "${name}"`);

const privileged = doc.slice(
  doc.indexOf('## Privileged reads'),
  doc.indexOf('\n## ', doc.indexOf('## Privileged reads') + 1),
);
for (const [door, callers] of Object.entries(doors)) {
  const item = privileged.match(new RegExp(`^- \`ctx\\.${door}\\(work\\)\`[^]*?(?=\\n- |\\n\\n)`, 'm'));
  if (!item) {
    problems.push(`"Privileged reads" has no list item for ctx.${door}`);
    continue;
  }
  const named = new Set([...item[0].matchAll(/`([\w.-]+\.ts)`/g)].map(([, f]) => f));
  for (const file of callers)
    if (!named.has(file)) problems.push(`"Privileged reads" does not name ${file}, which calls ctx.${door}`);
  for (const file of named)
    if (!callers.has(file))
      problems.push(`"Privileged reads" names ${file} under ctx.${door}, which it does not call`);
}

// Names that match (decision 044): each endpoint table is named after the server module that answers it.
const modules = new Set(readdirSync(modulesDir));
for (const file of readdirSync(join(root, 'contract/src'))) {
  const table = file.match(/^(.+)\.endpoints\.ts$/)?.[1];
  if (table && !modules.has(table))
    problems.push(`contract/src/${file} is named after no server module (server/src/modules/${table}/)`);
}

if (problems.length) {
  console.error(`docs/architecture.md disagrees with the code:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
