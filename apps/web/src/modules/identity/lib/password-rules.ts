/**
 * The contract's PASSWORD_MIN_LENGTH, repeated here because importing @hcims/contracts/identity at
 * runtime would pull zod into the sign-in page (a unit test keeps the two equal).
 */
export const PASSWORD_MIN_LENGTH = 8;
