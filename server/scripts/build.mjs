// `npm run build -w server`: compiles the server into one ES module, `server/dist/main.js`, that plain Node
// runs (`npm start`): no TypeScript loader at run time. esbuild bundles our code and the contract
// workspace's TypeScript sources; every npm dependency stays an import, loaded from node_modules.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
// --outdir: another folder under server/ (a test builds its own copy); node_modules must be above it.
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const distDir = path.resolve(serverDir, values.outdir ?? 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]);

/**
 * Files that find data beside themselves (the migrations, the demo cards, the repository root) do it from
 * `import.meta.dirname`. Inside the bundle that would be `dist/` for all of them, so each file's
 * `import.meta.dirname` is rewritten to its own source folder, relative to the bundle.
 */
const ownDirname = {
  name: 'own-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromDist = path.relative(distDir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${fromDist}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
// Chunk names carry a hash: a rebuild must not leave the previous build's chunks beside the new ones.
rmSync(distDir, { recursive: true, force: true });
await build({
  // main: what `npm start` runs; index: the package's entry compiled, which the benchmarks load
  // (`--conditions=storefront-compiled`) so they measure the code production runs.
  entryPoints: { main: path.join(serverDir, 'src/main.ts'), index: path.join(serverDir, 'src/index.ts') },
  outdir: distDir,
  bundle: true,
  // main.ts loads the rest of the server while the database opens: a chunk imported when needed.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external,
  plugins: [ownDirname],
  logLevel: 'warning',
});
console.log(
  `server built into ${path.relative(process.cwd(), distDir) || '.'} in ${Math.round(performance.now() - started)} ms`,
);
