import { Button } from '@talentbrug/ui/button';
import { Card } from '@talentbrug/ui/card';
import { Modal } from '@talentbrug/ui/modal';
import { Link } from '@talentbrug/ui/router';
import hidden from '@talentbrug/ui/visually-hidden.module.css';
import { useId, useState } from 'react';
import { previewTasks, progressText, type Task } from '../utils/checklist.ts';
import { DASHBOARD_TEXTS } from '../utils/texts.ts';
import styles from './dashboard.module.css';

function TaskList({ tasks }: { tasks: readonly Task[] }) {
  return (
    <ul className={styles.tasks}>
      {tasks.map((task) => (
        <li key={task.id} className={[styles.task, task.done ? styles.done : ''].join(' ')}>
          <span className={styles.check} aria-hidden="true">
            {task.done ? '✓' : ''}
          </span>
          {task.done ? (
            <span className={styles.taskLabel}>{task.label}</span>
          ) : (
            <Link to={task.to} className={styles.taskLink}>
              {task.label}
            </Link>
          )}
          <span className={hidden.visuallyHidden}>{task.done ? '(gedaan)' : '(nog te doen)'}</span>
        </li>
      ))}
    </ul>
  );
}

/** The checklist from real state: the next open tasks here, all of them in a dialog. */
export function ChecklistCard({ tasks }: { tasks: readonly Task[] }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const progress = progressText(tasks);
  return (
    <Card title="Je volgende stappen" titleId={titleId} className={styles.panel}>
      <p className={styles.muted}>{progress}</p>
      <TaskList tasks={previewTasks(tasks)} />
      <div className={styles.footer}>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {DASHBOARD_TEXTS.allTasks}
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="Al je taken" description={progress}>
        <TaskList tasks={tasks} />
      </Modal>
    </Card>
  );
}
