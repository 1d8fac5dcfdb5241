export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target time has been reached. */
  done: boolean;
}

/** Splits the time left until `to` into whole days, hours, minutes and seconds; never negative. */
export function countdownParts(to: Date | number | string, now: number = Date.now()): CountdownParts {
  const target = to instanceof Date ? to.getTime() : typeof to === 'number' ? to : Date.parse(to);
  const left = Number.isNaN(target) ? 0 : Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
