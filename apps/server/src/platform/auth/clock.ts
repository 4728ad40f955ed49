/** The time source of the identity code; tests pass a controllable one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
