export const USER_STATUS = { DISABLED: 0, NORMAL: 1 } as const;
