/** Query keys of the gateway domain: the owner's Razorpay settings and each payment's state online. */
export const gatewayKeys = {
  all: ['gateway'] as const,
  settings: () => [...gatewayKeys.all, 'settings'] as const,
  payment: (id: number) => [...gatewayKeys.all, 'payment', id] as const,
};
