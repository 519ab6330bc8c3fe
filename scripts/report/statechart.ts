// Draws one machine as a statechart in inline SVG: states as boxes (nested states inside their
// parent), transitions as labelled arrows, each green when every run covered it and red when not.
import type { StateInfo, TransitionInfo } from '../../tests/helpers/model/graph.ts';
import type { RunKind } from '../../tests/helpers/model/recorder.ts';
import { RUN_NAMES, type Gaps } from './coverage.ts';
import { escapeHtml } from './html.ts';
import type { MachineRuns } from './records.ts';
import { layOut, type ArrowSpec, type BoxSpec, type Placed, type Point } from './statechart-layout.ts';
import { FONT, textWidth, wrap } from './text-size.ts';
import { guardText, transitionText } from './words.ts';

const ROOT = '(root)';
const LINE = 14;
const PAD = 8;
const INITIAL_SIZE = 12;
/** The width a drawing has on the page before it must scroll (see the page's max-width). */
const PAGE_WIDTH = 1220;

interface Line {
  text: string;
  bold?: boolean;
  /** Set for a line naming a transition that stays in the state: coloured by its coverage. */
  covered?: boolean;
}

interface StateBox {
  id: string;
  info: StateInfo | null;
  lines: Line[];
  tooltip: string;
  covered: boolean;
  children: StateBox[];
  parallel: boolean;
}

const shortName = (id: string) => id.split('.').pop() ?? id;

function gapNote(missing: RunKind[] | undefined): string {
  return missing?.length ? `BELUM tercakup (${missing.map((kind) => RUN_NAMES[kind]).join(', ')})` : 'tercakup';
}

/** A transition's text and guard in one phrase, for tooltips and lines inside a state. */
function transitionPhrase(transition: TransitionInfo): string {
  const guard = guardText(transition);
  return guard ? `${transitionText(transition)} (${guard})` : transitionText(transition);
}

/** A transition that leaves its state where it is: written inside the state, not drawn as an arrow. */
const staysInPlace = (transition: TransitionInfo) =>
  transition.targets.length === 0 || (transition.targets.length === 1 && transition.targets[0] === transition.source);

/** Transitions that stay in their state, one wrapped phrase each, coloured by coverage. */
function stayLines(stays: TransitionInfo[], gaps: Gaps): Line[] {
  return stays.flatMap((transition) => {
    const covered = !gaps.transitions.get(transition.key)?.length;
    return wrap(`↻ ${transitionPhrase(transition)}`, 32, 3).map((text) => ({ text, covered }));
  });
}

function stateLines(name: string, description: string | undefined, stays: TransitionInfo[], gaps: Gaps): Line[] {
  const described = description ? wrap(description, 28, 3).map((text) => ({ text })) : [];
  return [{ text: name, bold: true }, ...described, ...stayLines(stays, gaps)];
}

function buildTree(machine: MachineRuns, gaps: Gaps): StateBox {
  const { stateTree, stateDescriptions, transitions } = machine.definition;
  const stays = (id: string) => transitions.filter((t) => t.source === id && staysInPlace(t));
  const box = (info: StateInfo): StateBox => {
    const children = stateTree.filter((child) => child.parent === info.id);
    return {
      id: info.id,
      info,
      lines: stateLines(shortName(info.id), stateDescriptions[info.id], stays(info.id), gaps),
      tooltip: `${info.id} — ${stateDescriptions[info.id] ?? 'tanpa keterangan'} — ${gapNote(gaps.states.get(info.id))}`,
      covered: !gaps.states.get(info.id)?.length,
      children: children.map(box),
      parallel: info.type === 'parallel',
    };
  };
  const top = stateTree.filter((info) => info.parent === null);
  const rootStays = stays(ROOT);
  return {
    id: ROOT,
    info: null,
    lines: [
      { text: machine.definition.stateDescriptions[ROOT] ?? machine.id, bold: true },
      ...(rootStays.length > 0 ? [{ text: 'Di state mana pun:' }] : []),
      ...stayLines(rootStays, gaps),
    ],
    tooltip: machine.id,
    covered: true,
    children: top.map(box),
    parallel: top.length > 1 && top.every((info) => info.initial),
  };
}

const boxId = (state: string) => `s:${state}`;
const initialId = (state: string) => `i:${state}`;

function linesSize(lines: Line[]): { width: number; height: number } {
  const width = Math.max(...lines.map((line) => textWidth(line.text, line.bold ? FONT.name : FONT.text, line.bold)));
  return { width: Math.max(120, width + 2 * PAD), height: lines.length * LINE + 2 * PAD };
}

function boxSpec(state: StateBox): BoxSpec {
  const size = linesSize(state.lines);
  if (state.children.length === 0) return { id: boxId(state.id), ...size };
  const hasInitial = !state.parallel && state.children.some((child) => child.info?.initial);
  return {
    id: boxId(state.id),
    ...size,
    header: size.height,
    children: [
      ...(hasInitial ? [{ id: initialId(state.id), width: INITIAL_SIZE, height: INITIAL_SIZE }] : []),
      ...state.children.map(boxSpec),
    ],
  };
}

function initialArrows(state: StateBox): ArrowSpec[] {
  const initial = state.parallel ? undefined : state.children.find((child) => child.info?.initial);
  return [
    ...(initial ? [{ id: `init:${state.id}`, source: initialId(state.id), target: boxId(initial.id) }] : []),
    ...state.children.flatMap(initialArrows),
  ];
}

interface Arrow {
  spec: ArrowSpec;
  transition: TransitionInfo;
  label: Array<{ text: string; guard?: boolean }> | null;
}

function transitionArrows(transitions: TransitionInfo[]): Arrow[] {
  return transitions.flatMap((transition, index) =>
    transition.targets
      .filter(() => !staysInPlace(transition))
      .map((target, targetIndex) => {
        const guard = guardText(transition);
        // A transition into several parallel states is labelled once.
        const label =
          targetIndex === 0
            ? [
                ...wrap(transitionText(transition), 24, 4).map((text) => ({ text })),
                ...(guard ? wrap(guard, 24, 3).map((text) => ({ text, guard: true })) : []),
              ]
            : null;
        const size = label && {
          width: Math.max(...label.map((line) => textWidth(line.text, FONT.text))) + 6,
          height: label.length * LINE + 4,
        };
        return {
          spec: { id: `t:${index}:${targetIndex}`, source: boxId(transition.source), target: boxId(target), ...(size ? { label: size } : {}) },
          transition,
          label,
        };
      }),
  );
}

const coverClass = (covered: boolean) => (covered ? 'cov' : 'gap');

function textLines(lines: Line[], x: number, y: number): string {
  return lines
    .map((line, index) => {
      const classes = [line.bold ? 'name' : 'desc', line.covered === undefined ? '' : `t-${coverClass(line.covered)}`].join(' ').trim();
      return `<text class="${classes}" x="${x}" y="${y + index * LINE}">${escapeHtml(line.text)}</text>`;
    })
    .join('');
}

function stateSvg(state: StateBox, placed: Placed, inParallel: boolean): string {
  const rect = placed.boxes.get(boxId(state.id));
  if (!rect) return '';
  const container = state.children.length > 0;
  const classes = ['state', coverClass(state.covered), container ? 'container' : '', inParallel ? 'region' : '', state.id === ROOT ? 'machine' : '']
    .filter(Boolean)
    .join(' ');
  const final = state.info?.type === 'final' ? `<rect class="inner" x="${rect.x + 3}" y="${rect.y + 3}" width="${rect.width - 6}" height="${rect.height - 6}" rx="6"/>` : '';
  const initial = placed.boxes.get(initialId(state.id));
  const dot = initial ? `<circle class="initial" cx="${initial.x + INITIAL_SIZE / 2}" cy="${initial.y + INITIAL_SIZE / 2}" r="${INITIAL_SIZE / 2}"/>` : '';
  const own = `<g class="${classes}"><title>${escapeHtml(state.tooltip)}</title>
<rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}" rx="8"/>${final}
${textLines(state.lines, rect.x + PAD, rect.y + PAD + 11)}</g>${dot}`;
  return [own, ...state.children.map((child) => stateSvg(child, placed, state.parallel))].join('\n');
}

function pathData(points: Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`).join(' ');
}

function arrowSvg(arrow: Arrow, placed: Placed, gaps: Gaps): string {
  const drawn = placed.arrows.get(arrow.spec.id);
  if (!drawn) return '';
  const covered = !gaps.transitions.get(arrow.transition.key)?.length;
  const tooltip = `${arrow.transition.source} → ${arrow.transition.targets.join(', ')}: ${transitionPhrase(arrow.transition)} — ${gapNote(gaps.transitions.get(arrow.transition.key))}`;
  const label =
    arrow.label && drawn.label && arrow.spec.label
      ? `<rect class="label" x="${drawn.label.x}" y="${drawn.label.y}" width="${arrow.spec.label.width}" height="${arrow.spec.label.height}" rx="3"/>
${arrow.label.map((line, index) => `<text${line.guard ? ' class="guard"' : ''} x="${drawn.label!.x + 3}" y="${drawn.label!.y + 13 + index * LINE}">${escapeHtml(line.text)}</text>`).join('')}`
      : '';
  return `<g class="arrow ${coverClass(covered)}"><title>${escapeHtml(tooltip)}</title><path d="${pathData(drawn.points)}"/>${label}</g>`;
}

function initialArrowSvg(id: string, placed: Placed): string {
  const drawn = placed.arrows.get(id);
  return drawn ? `<path class="to-initial" d="${pathData(drawn.points)}"/>` : '';
}

/** Drawn top to bottom when that fits the page, else in whichever direction is narrower. */
async function narrowLayout(root: BoxSpec, arrows: ArrowSpec[]): Promise<Placed> {
  const down = await layOut(root, arrows, 'DOWN');
  if (down.width <= PAGE_WIDTH) return down;
  const right = await layOut(root, arrows, 'RIGHT');
  return right.width < down.width ? right : down;
}

/** The machine's statechart as an inline SVG element. */
export async function statechartSvg(machine: MachineRuns, gaps: Gaps): Promise<string> {
  const tree = buildTree(machine, gaps);
  const arrows = transitionArrows(machine.definition.transitions);
  const initials = initialArrows(tree);
  const placed = await narrowLayout(boxSpec(tree), [...initials, ...arrows.map((arrow) => arrow.spec)]);
  const width = Math.ceil(placed.width);
  const height = Math.ceil(placed.height);
  // Shrinks to the page's width down to 85 % of its size (text stays readable); wider, it scrolls.
  const fit = `width:100%;max-width:${width}px;min-width:${Math.round(width * 0.85)}px;height:auto`;
  return `<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" style="${fit}" role="img" aria-label="Diagram state ${escapeHtml(machine.id)}">
${stateSvg(tree, placed, false)}
${initials.map((arrow) => initialArrowSvg(arrow.id, placed)).join('\n')}
${arrows.map((arrow) => arrowSvg(arrow, placed, gaps)).join('\n')}
</svg>`;
}
