// Slots of the customer's dashboard (/userdashboard) that other features fill: upcoming test rides, open support
// tickets. app/ puts their components here, since features never import each other (like lib/order-extra.tsx).
import { createContext, useContext, type ComponentType } from 'react';

export const OwnerPanelsContext = createContext<readonly ComponentType[]>([]);

/** Renders every panel app/ put in the slot, in order. */
export function OwnerPanels() {
  const panels = useContext(OwnerPanelsContext);
  return (
    <>
      {panels.map((Panel, i) => (
        <Panel key={i} />
      ))}
    </>
  );
}
