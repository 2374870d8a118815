import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { Badge } from './badge';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Label } from './label';
import { NativeSelect } from './native-select';
import { Progress } from './progress';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from './sheet';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { ToggleGroup, ToggleGroupItem } from './toggle-group';
import { SimpleTooltip } from './tooltip';

afterEach(cleanup);

// jsdom has no ResizeObserver; Radix's floating content (Tooltip, Select) measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('design system', () => {
  it('Badge renders its variant colours', () => {
    render(
      <>
        <Badge variant="success">Active</Badge>
        <Badge variant="destructive">Past due</Badge>
      </>,
    );
    expect(screen.getByText('Active').className).toContain('text-success');
    expect(screen.getByText('Past due').className).toContain('text-destructive');
  });

  it('Table: a labelled scroll region keyboard users can focus; header cells are column headers', () => {
    render(
      <Table regionLabel="Users">
        <TableHeader>
          <TableRow>
            <TableHead>User</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>ada</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.className).toContain('overflow-x-auto');
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('scope', 'col');
  });

  it('Progress exposes its value and clamps it', () => {
    render(<Progress value={140} aria-label="Plan progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Plan progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('Skeleton is hidden from assistive technology', () => {
    const { container } = render(<Skeleton className="h-4" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('Tabs switch panels with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Sections">
          <TabsTrigger value="a">First</TabsTrigger>
          <TabsTrigger value="b">Second</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
  });

  it('Dialog: labelled by its title and description, closed by Escape and by its close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete report?</DialogTitle>
          <DialogDescription>This cannot be undone.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete report?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Sheet is a dialog too', async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Filters</SheetTrigger>
        <SheetContent side="bottom" aria-describedby={undefined}>
          <SheetTitle>Filters</SheetTitle>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('Accordion: heading buttons toggle aria-expanded', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="multiple">
        <AccordionItem value="a">
          <AccordionTrigger headingLevel={2}>Getting Started</AccordionTrigger>
          <AccordionContent>Create an account.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole('button', { name: 'Getting Started' });
    expect(screen.getByRole('heading', { level: 2, name: 'Getting Started' })).toContainElement(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Create an account.')).toBeVisible();
  });

  it('ToggleGroup chips report their pressed state', async () => {
    const user = userEvent.setup();
    function Goals() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <ToggleGroup type="multiple" value={value} onValueChange={setValue} aria-label="Goals">
          <ToggleGroupItem value="strength">Strength</ToggleGroupItem>
          <ToggleGroupItem value="endurance">Endurance</ToggleGroupItem>
        </ToggleGroup>
      );
    }
    render(<Goals />);
    const chip = screen.getByRole('button', { name: 'Strength' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });

  it('NativeSelect is labelled by its Label', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="c">Currency</Label>
        <NativeSelect id="c" defaultValue="INR">
          <option value="INR">INR</option>
          <option value="USD">USD</option>
        </NativeSelect>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await user.selectOptions(select, 'USD');
    expect(select).toHaveValue('USD');
  });

  it('Tooltip shows on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <SimpleTooltip content="Download report">
        <Button size="icon" aria-label="Download">
          ↓
        </Button>
      </SimpleTooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download report');
  });
});
