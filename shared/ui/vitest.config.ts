import { browserTestConfig } from '@talentbrug/build/vitest';

// Each file in a fresh module graph: react-toastify keeps its containers and its queue of
// waiting toasts in module state, and toast.test's two queue tests failed in 2 of 3 clean-clone
// CI runs on 2026-12-06 (the waiting toast never came after a close) while passing alone.
// A carry-over across files is shown: with every test shuffled (`vitest run --sequence.shuffle
// --sequence.seed=2`) the toast tests fail in a shared worker and pass isolated; with only the
// files shuffled (`--sequence.shuffle.files`, seeds 1-6) both pass. Which file leaves the state is
// not found yet (toast.test after ui, on-demand, modal or form alone passes). field.test fails a
// test shuffle either way: its tests depend on their order within the file.
export default browserTestConfig({ isolate: true });
