import { useState, type FormEvent } from 'react';
import { Button } from '../Button/index.ts';
import { FormDialog, useResetOnOpen } from '../FormDialog/index.ts';
import { TextField } from '../TextField/index.ts';

/** The addresses a link in rich text may point to. */
const linkAddress = /^(?:https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+)$/i;

export const linkAddressMessage = 'Enter an address that starts with https://, http:// or mailto:';

export function isLinkAddress(address: string) {
  return linkAddress.test(address.trim());
}

export interface LinkDialogProps {
  isOpen: boolean;
  /** The link's address while editing one; empty for a new link. */
  currentAddress: string;
  onApply(address: string): void;
  onRemove(): void;
  onClose(): void;
}

/** Asks for a link's address (http, https or mailto), or removes the link being edited. */
export function LinkDialog({ isOpen, currentAddress, onApply, onRemove, onClose }: LinkDialogProps) {
  const [address, setAddress] = useState(currentAddress);
  const [isSubmitted, setSubmitted] = useState(false);
  useResetOnOpen(isOpen, () => {
    setAddress(currentAddress);
    setSubmitted(false);
  });
  const isInvalid = isSubmitted && !isLinkAddress(address);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (isLinkAddress(address)) onApply(address.trim());
  };

  return (
    <FormDialog
      title={currentAddress ? 'Edit link' : 'Add link'}
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isPending={false}
      onSubmit={submit}
      primaryLabel="Apply"
    >
      <TextField
        label="Link address"
        type="url"
        autoFocus
        value={address}
        onChange={setAddress}
        isInvalid={isInvalid}
        errorMessage={linkAddressMessage}
        description="https://, http:// or mailto:"
      />
      {currentAddress && (
        <div>
          <Button variant="danger" onPress={onRemove}>
            Remove link
          </Button>
        </div>
      )}
    </FormDialog>
  );
}
