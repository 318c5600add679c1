import { Icon, type IconName } from '../../ui/icons';
import styles from './StepList.module.css';

export interface Step {
  icon: IconName;
  title: string;
  text: string;
}

export interface StepListProps {
  steps: Step[];
}

/** Numbered steps on a vertical line. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.marker}>
            <span className={styles.number}>{index + 1}</span>
          </span>
          <div className={styles.body}>
            <p className={styles.title}>
              <Icon name={step.icon} size={16} />
              {step.title}
            </p>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
