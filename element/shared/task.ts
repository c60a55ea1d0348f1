// An async read tied to a component's arguments, re-run when they change: the part of @lit/task
// the element uses (its sign-in check and the gallery's library), in about a third of its bytes in
// the entry every integrator loads. Same contract for what is used: the task runs from the host's
// update when an argument changed (Object.is, one by one) or on `run()`; only the latest run's
// answer counts; returning `initialState` goes back to the initial state; each change re-renders.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const initialState: unique symbol = Symbol();

export const TaskStatus = { INITIAL: 0, PENDING: 1, COMPLETE: 2, ERROR: 3 } as const;
type Status = (typeof TaskStatus)[keyof typeof TaskStatus];

export interface TaskConfig<A extends readonly unknown[], R> {
  task: (args: A) => Promise<R | typeof initialState>;
  args: () => A;
  onComplete?: (value: R) => void;
  onError?: (error: unknown) => void;
}

export interface TaskRenderers<R, T> {
  initial?: () => T;
  pending?: () => T;
  complete?: (value: R) => T;
  error?: (error: unknown) => T;
}

export class Task<A extends readonly unknown[], R> implements ReactiveController {
  status: Status = TaskStatus.INITIAL;
  value: R | undefined;
  error: unknown;
  readonly #host: ReactiveControllerHost;
  readonly #config: TaskConfig<A, R>;
  #args: A | undefined;
  #call = 0;

  constructor(host: ReactiveControllerHost, config: TaskConfig<A, R>) {
    this.#host = host;
    this.#config = config;
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.#config.args();
    const previous = this.#args;
    if (!previous || args.length !== previous.length || args.some((value, i) => !Object.is(value, previous[i])))
      void this.run(args);
  }

  async run(args: A = this.#config.args()): Promise<void> {
    this.#args = args;
    this.status = TaskStatus.PENDING;
    this.#host.requestUpdate();
    const call = ++this.#call;
    let result: R | typeof initialState | undefined;
    let failed = false;
    let error: unknown;
    try {
      result = await this.#config.task(args);
    } catch (e) {
      failed = true;
      error = e;
    }
    if (call !== this.#call) return; // a later run answers instead
    if (result === initialState) this.status = TaskStatus.INITIAL;
    else {
      // A throwing callback must not leave the task pending (as in @lit/task).
      try {
        if (failed) this.#config.onError?.(error);
        else this.#config.onComplete?.(result as R);
      } catch {}
      this.status = failed ? TaskStatus.ERROR : TaskStatus.COMPLETE;
      this.value = result as R | undefined;
      this.error = error;
    }
    this.#host.requestUpdate();
  }

  render<T>(renderers: TaskRenderers<R, T>): T | undefined {
    const { status } = this;
    return status === TaskStatus.INITIAL
      ? renderers.initial?.()
      : status === TaskStatus.PENDING
        ? renderers.pending?.()
        : status === TaskStatus.COMPLETE
          ? renderers.complete?.(this.value as R)
          : renderers.error?.(this.error);
  }
}
