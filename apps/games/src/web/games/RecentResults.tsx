export interface RecentResult {
  id: string;
  label: string;
  win: boolean;
}

/** The last few results of this visit as coloured chips, newest first. */
export function RecentResults({ results }: { results: RecentResult[] }) {
  if (results.length === 0) return <div className="recent recent--empty" />;
  return (
    <ol className="recent" aria-hidden="true">
      {results.map((r) => (
        <li key={r.id} className={`recent__chip ${r.win ? 'recent__chip--win' : ''}`}>
          {r.label}
        </li>
      ))}
    </ol>
  );
}

export function pushRecent(list: RecentResult[], item: RecentResult): RecentResult[] {
  return [item, ...list].slice(0, 8);
}
