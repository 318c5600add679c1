import styles from './FigureGrid.module.css';

export interface Figure {
  label: string;
  /** '--' while the figure is not known. */
  value: string;
}

export interface FigureGridProps {
  figures: Figure[];
  /** 'onHero' sits on a promotion banner; 'tiles' stands on a section. */
  look?: 'onHero' | 'tiles';
}

/** Key figures side by side, each value shown over its label. */
export function FigureGrid({ figures, look = 'tiles' }: FigureGridProps) {
  return (
    <dl
      className={`${styles.grid} ${styles[look]}`}
      style={{ gridTemplateColumns: `repeat(${figures.length}, minmax(min-content, 1fr))` }}
    >
      {figures.map((figure) => (
        <div key={figure.label} className={styles.item}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
