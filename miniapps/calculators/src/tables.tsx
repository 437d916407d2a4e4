import { TableRegion } from '@portal/ui';
import type { ReactNode } from 'react';

/** A calculator table in the kit's sideways-scrolling region, named (many tables share a page). */
export function ScrollingTable({ name, children }: { name: string; children: ReactNode }) {
  return (
    <TableRegion label={name}>
      <table className="p-table calc-table">{children}</table>
    </TableRegion>
  );
}

/** A row named by its first cell (the row's header); the other cells are values. */
function NamedRow({ cells }: { cells: readonly ReactNode[] }) {
  return (
    <tr>
      {cells.map((cell, j) =>
        j === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
          <th scope="row" key={j}>
            {cell}
          </th>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
          <td className="calc-num" key={j}>
            {cell}
          </td>
        ),
      )}
    </tr>
  );
}

/** Results as a two-column table: quantity (with unit) and value. */
export function ResultTable({ caption, rows }: { caption: string; rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <ScrollingTable name={caption}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <NamedRow key={label} cells={[label, value]} />
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** A table with column headers (presetting steps, rooms, circuits). */
export function DataTable({
  caption,
  columns,
  rows,
  foot,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
  foot?: readonly ReactNode[];
}) {
  return (
    <ScrollingTable name={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional results
          <NamedRow key={i} cells={row} />
        ))}
      </tbody>
      {foot && (
        <tfoot>
          <NamedRow cells={foot} />
        </tfoot>
      )}
    </ScrollingTable>
  );
}

/** The figures a result is read by first, large; `ok` marks one as fine or as a warning. */
export interface KeyFigure {
  readonly label: string;
  readonly value: ReactNode;
  readonly ok?: boolean;
  /** names the figure for the browser tests */
  readonly testId?: string;
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? undefined : ok ? 'calc-ok' : 'calc-warn');

export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <div className="calc-keyfigures">
      {figures.map((f) => (
        <p key={f.label} className={verdict(f.ok)}>
          <span>{f.label}</span>
          <strong data-testid={f.testId}>{f.value}</strong>
        </p>
      ))}
    </div>
  );
}
