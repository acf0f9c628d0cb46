"""guardians cards: scripts are being written (see the issue notes); until a card is
registered here, `vsrules cards --variant 2pcg` lists it as not implemented."""
