// Panels of the customer's dashboard (/userdashboard) that other features fill: upcoming test rides, open support
// tickets. app/ says where they are (a module it loads only when the dashboard shows), since features never import
// each other; nothing of them is in a public page's first load.
import { useEffect, useState, type ComponentType } from 'react';

type PanelsModule = { default: readonly ComponentType[] };
let loadPanels: (() => Promise<PanelsModule>) | null = null;

/** Called once by app/: the module whose default export lists the panels, in order. */
export function provideOwnerPanels(load: () => Promise<PanelsModule>): void {
  loadPanels = load;
}

/** The panels, once their module has loaded (none while it loads, or if it cannot). */
export function OwnerPanels() {
  const [panels, setPanels] = useState<readonly ComponentType[]>([]);
  useEffect(() => {
    let live = true;
    loadPanels?.().then(
      (module) => live && setPanels(module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {panels.map((Panel, i) => (
        <Panel key={i} />
      ))}
    </>
  );
}
